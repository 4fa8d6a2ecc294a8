import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceAnalytics } from '../../../../../shared/api/applications-operations';
import type { AnalyticsQuery, ServiceUsage } from '../../../../../shared/api/usage-schemas';
import { callOperation } from '../../../lib/api-client';

export type { ServiceUsage };

/** Calls per day of each service over a range, summed and per plan (staff and admins). */
export const serviceAnalyticsQuery = (range: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['applications', 'analytics', range.from, range.to],
    queryFn: async ({ signal }): Promise<ServiceUsage[]> =>
      (await callOperation(getServiceAnalytics, { query: range, signal })).services,
    // A new range keeps the last one on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });

export function useServiceAnalytics(range: AnalyticsQuery) {
  return useQuery(serviceAnalyticsQuery(range));
}
