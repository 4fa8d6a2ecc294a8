import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  getCostEstimate,
  getUsageInsights,
  listAllApplications,
  type listAllApplicationsQuerySchema,
  type UsageGrouping,
} from '../../../../../shared/api/admin-insights-operations';
import { callOperation } from '../../../lib/api-client';
import type { DateRange } from '../lib/insights-range';
import { adminAreaKey } from './accounts-queries';

export type AllApplicationsQuery = z.input<typeof listAllApplicationsQuerySchema>;

export function useAllApplications(query: AllApplicationsQuery) {
  return useQuery({
    queryKey: [...adminAreaKey, 'allApplications', query],
    queryFn: ({ signal }) => callOperation(listAllApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsageInsights(range: DateRange, groupBy: UsageGrouping) {
  const query = { ...range, groupBy };
  return useQuery({
    queryKey: [...adminAreaKey, 'usageInsights', query],
    queryFn: ({ signal }) => callOperation(getUsageInsights, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCostEstimate(range: DateRange) {
  return useQuery({
    queryKey: [...adminAreaKey, 'costEstimate', range],
    queryFn: ({ signal }) => callOperation(getCostEstimate, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}
