import { useQuery } from '@tanstack/react-query';
import { getCategoryAccess } from '../../../../shared/api/account-operations';
import { callOperation } from '../api-client';
import type { SessionUser } from '../auth/session-user';
import { needsCategoryAccess, subscribeOffer, type SubscribeOffer } from '../policies';

/** One cache entry per user, so a new sign-in never reads another user's records. */
export function categoryAccessKey(email: string | null) {
  return ['category-access', email] as const;
}

/**
 * The signed-in user's category access records, asked once per session (sign-out clears the
 * query cache); a change of them (an access request) invalidates `categoryAccessKey`. Only asked
 * when `enabled`, and never for visitors.
 */
export function useCategoryAccess(user: SessionUser | null, enabled = true) {
  const email = user?.email ?? null;
  return useQuery({
    queryKey: categoryAccessKey(email),
    queryFn: async ({ signal }) => (await callOperation(getCategoryAccess, { signal })).items,
    enabled: enabled && email !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** What a service of `category` offers the user in place of Subscribe (see `subscribeOffer`). */
export function useSubscribeOffer(
  user: SessionUser | null,
  category: Parameters<typeof subscribeOffer>[1],
): SubscribeOffer {
  const access = useCategoryAccess(user, needsCategoryAccess(user, category));
  return subscribeOffer(user, category, access.data);
}
