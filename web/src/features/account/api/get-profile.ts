import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile, type Profile } from '../../../../../shared/api/account-operations';
import { callOperation } from '../../../lib/api-client';

export const profileQueryKey = ['profile', 'me'] as const;

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return callOperation(getProfile, { signal });
}

export const profileQuery = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });

/** The signed-in user's stored details. */
export function useProfile() {
  return useQuery(profileQuery());
}
