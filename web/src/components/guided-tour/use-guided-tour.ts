import { useEffect, useEffectEvent, useState } from 'react';
import { firstCallMessages } from '../../../../shared/first-call-messages';
import { allTours, type TourPage } from '../../../../shared/tours';
import { useAuth } from '../../lib/auth/auth-context';
import { showSuccess } from '../../lib/notify';
import { startTour, type TourEnd } from './start-tour';
import type { TourStep } from './tour-step';
import { useCompleteTour, useTourProgress } from './use-tour-progress';

export interface GuidedTourOptions {
  /** Whose done flag (kept on the server, see use-tour-progress.ts) decides and records the run. */
  page: TourPage;
  /** Keep the array stable (a module constant): a new array restarts the tour. */
  steps: readonly TourStep[];
  /** Start even when the done flag is set or not known yet (e.g. `startTour` after a first sign-in). */
  force?: boolean;
  /** Runs once the tour is on screen (e.g. to clear the request that forced it). */
  onStart?: () => void;
}

/**
 * The guided tour of one page: for signed-in users only, once per user. It starts once the
 * server said the page's tour is not done (or at once when `force`d), never over a modal dialog
 * (it waits for it to close) and only if no other tour showed on this page visit (start-tour.ts).
 * Finishing it, closing it (Close, Esc, overlay) or leaving the page while it is open records it
 * (completeTour); 'Skip all tours' records every tour in one call. A dialog opening over it stops
 * it unrecorded: the user did not close it, so it shows on a later visit, never again on this one
 * (the visit had its tour). A `force` seen once holds for the page's life, so clearing it after
 * the start does not stop the tour; without an answer from the server an unforced tour does not run.
 */
export function useGuidedTour({ page, steps, force = false, onStart }: GuidedTourOptions): void {
  const { status, user } = useAuth();
  const email = status === 'signedIn' && user?.email ? user.email : null;
  const progress = useTourProgress(email);
  const completeTour = useCompleteTour(email);
  const [forced, setForced] = useState(force);
  if (force && !forced) setForced(true);

  const decidable = forced || !progress.isPending;
  const isWanted = useEffectEvent(
    () => forced || (progress.data !== undefined && !progress.data.done.includes(page)),
  );
  const ended = useEffectEvent((how: TourEnd) => {
    if (how === 'interrupted') return;
    if (how === 'skipped-all') showSuccess(firstCallMessages.toursSkipped);
    completeTour(how === 'skipped-all' ? allTours : page);
  });
  const started = useEffectEvent(() => onStart?.());

  useEffect(() => {
    if (!email || !decidable || !isWanted()) return;
    const controller = new AbortController();
    let stop: (() => void) | null = null;
    startTour(steps, {
      signal: controller.signal,
      onEnd: (how) => ended(how),
      onShow: () => started(),
      stillWanted: () => isWanted(),
    })
      .then((handle) => {
        if (!handle) return;
        if (controller.signal.aborted) {
          handle();
          return;
        }
        stop = handle;
      })
      // driver.js could not load (offline, new deployment): no tour now, nothing recorded.
      .catch(() => undefined);
    return () => {
      controller.abort();
      stop?.();
    };
  }, [email, page, steps, decidable]);
}
