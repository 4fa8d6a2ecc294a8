import { queryOptions, useQuery } from '@tanstack/react-query';
import { getKeyManager } from '../../../../shared/api/applications-credentials-operations';
import type { SubscriptionItem } from '../../../../shared/api/applications-operations';
import { callOperation } from '../api-client';

/**
 * Every API key of the user's applications (masked), from the key manager in one call: the key
 * manager, the try-out and the catalogue's subscribed state share this query and its cache, under
 * the applications area's key, so a new subscription refreshes it.
 */
export const keyManagerApiKeysQuery = queryOptions({
  queryKey: ['applications', 'key-manager', 'apiKey'],
  queryFn: async ({ signal }): Promise<SubscriptionItem[]> => {
    const answer = await callOperation(getKeyManager, { query: { category: 'apiKey' }, signal });
    return answer.category === 'apiKey' ? answer.apiKeys : [];
  },
});

/** The user's sandbox subscriptions to one service, across all their applications. */
export function useSandboxSubscriptions(service: string, enabled = true) {
  return useQuery({
    ...keyManagerApiKeysQuery,
    enabled,
    select: (items: SubscriptionItem[]) =>
      items.filter((item) => item.service === service && item.stage === 'sandbox'),
  });
}
