import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeTour,
  getTourProgress,
  type TourProgress,
} from '../../../../shared/api/account-operations';
import type { TourPage } from '../../../../shared/tours';
import { callOperation } from '../../lib/api-client';

/** One cache entry per user, so a new sign-in never reads another user's tours. */
export function tourProgressKey(email: string | null) {
  return ['tour-progress', email] as const;
}

/**
 * The tours the signed-in user has finished or closed (spec §1, §2: each shown once per user),
 * kept on the server. Asked once per user: only this app changes it, and it keeps the cache in
 * step. Never asked for visitors (`email` null). A failure is no reason for an error toast.
 */
export function useTourProgress(email: string | null) {
  return useQuery({
    queryKey: tourProgressKey(email),
    queryFn: ({ signal }) => callOperation(getTourProgress, { signal }),
    enabled: email !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
}

/**
 * Records a tour as seen (completeTour). The cache says so at once (optimistic), so the tour does
 * not come back while the call runs; the server's answer then replaces it. After a failure the
 * cache is asked again, so the tour shows on a later visit, as nothing was recorded.
 */
export function useCompleteTour(email: string | null): (tour: TourPage) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // Closing a tour and at once reloading or leaving must still record it.
    mutationFn: (tour: TourPage) =>
      callOperation(completeTour, { params: { tour }, keepalive: true }),
    onMutate: async (tour) => {
      const queryKey = tourProgressKey(email);
      // An answer still on its way predates this tour's end: it must not overwrite the flag.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<TourProgress>(queryKey, (progress) => ({
        done: [...new Set([...(progress?.done ?? []), tour])],
      }));
    },
    onSuccess: (progress) => queryClient.setQueryData(tourProgressKey(email), progress),
    onError: () => queryClient.invalidateQueries({ queryKey: tourProgressKey(email) }),
  });
  return mutate;
}
