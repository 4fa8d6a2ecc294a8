import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { getServiceDetail as getServiceDetailOp } from '../../../../../shared/api/catalogue-operations';
import { callOperation } from '../../../lib/api-client';

export type ServiceDetail = z.output<typeof getServiceDetailOp.response>;
export type ApiResourceSummary = ServiceDetail['apis'][number];

export function getServiceDetail(
  category: string,
  service: string,
  signal?: AbortSignal,
): Promise<ServiceDetail> {
  return callOperation(getServiceDetailOp, { params: { category, service }, signal });
}

export const serviceDetailQuery = (category: string, service: string) =>
  queryOptions({
    queryKey: ['catalogue', 'service', category, service],
    queryFn: ({ signal }) => getServiceDetail(category, service, signal),
  });

/** A service's versions and APIs. */
export function useServiceDetail(category: string, service: string) {
  return useQuery(serviceDetailQuery(category, service));
}
