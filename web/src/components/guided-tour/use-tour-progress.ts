import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeTour,
  getTourProgress,
  resetTours,
  type TourProgress,
} from '../../../../shared/api/account-operations';
import { allTours, tourPages, type TourChoice } from '../../../../shared/tours';
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
 * Records a tour as seen (completeTour), or every tour with `all` ('Skip all tours', one call).
 * The cache says so at once (optimistic), so no such tour comes back while the call runs; the
 * server's answer then replaces it. After a failure the cache is asked again, so the tour shows
 * on a later visit, as nothing was recorded.
 */
export function useCompleteTour(email: string | null): (tour: TourChoice) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // Closing a tour and at once reloading or leaving must still record it.
    mutationFn: (tour: TourChoice) =>
      callOperation(completeTour, { params: { tour }, keepalive: true }),
    onMutate: async (tour) => {
      const queryKey = tourProgressKey(email);
      // An answer still on its way predates this tour's end: it must not overwrite the flag.
      await queryClient.cancelQueries({ queryKey });
      const seen = tour === allTours ? tourPages : [tour];
      queryClient.setQueryData<TourProgress>(queryKey, (progress) => ({
        done: tourPages.filter((page) => seen.includes(page) || progress?.done.includes(page)),
      }));
    },
    onSuccess: (progress) => queryClient.setQueryData(tourProgressKey(email), progress),
    onError: () => queryClient.invalidateQueries({ queryKey: tourProgressKey(email) }),
  });
  return mutate;
}

/**
 * 'Show the tours again' (resetTours, one call): the server clears every flag, and its answer
 * becomes the cache, so each page's tour shows on its next visit in this browser as in others.
 */
export function useResetTours(email: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(resetTours),
    onSuccess: (progress) => queryClient.setQueryData(tourProgressKey(email), progress),
  });
}
