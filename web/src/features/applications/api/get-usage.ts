import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsage } from '../../../../../shared/api/applications-operations';
import type { SubscriptionUsage } from '../../../../../shared/api/usage-schemas';
import { callOperation } from '../../../lib/api-client';

export type { SubscriptionUsage };

/** This month's usage of every subscription of the user's applications (My Dashboard). */
export const usageQuery = queryOptions({
  queryKey: ['applications', 'usage'],
  queryFn: async ({ signal }): Promise<SubscriptionUsage[]> =>
    (await callOperation(getUsage, { signal })).subscriptions,
});

export function useUsage() {
  return useQuery(usageQuery);
}
