import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { getApplication } from '../../../../../shared/api/applications-operations';
import { callOperation } from '../../../lib/api-client';

export type ApplicationDetail = z.output<typeof getApplication.response>;

export const applicationDetailQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['applications', 'detail', applicationId],
    queryFn: ({ signal }): Promise<ApplicationDetail> =>
      callOperation(getApplication, { params: { applicationId }, signal }),
  });

export function useApplicationDetail(applicationId: string) {
  return useQuery(applicationDetailQuery(applicationId));
}
