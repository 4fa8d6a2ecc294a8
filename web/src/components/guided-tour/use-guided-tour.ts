import { useEffect, useEffectEvent } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { isTourDone, markTourDone, type TourPage } from '../../lib/auth/tour-flags';
import { startTour } from './start-tour';
import type { TourStep } from './tour-step';

export interface GuidedTourOptions {
  /** Whose done flag (`marque.tour.<email>.<page>`) decides and records the run. */
  page: TourPage;
  /** Keep the array stable (a module constant): a new array restarts the tour. */
  steps: readonly TourStep[];
  /** Start even when the done flag is set (e.g. `startTour` after a first sign-in). */
  force?: boolean;
  /** Runs once the tour is on screen (e.g. to clear the request that forced it). */
  onStart?: () => void;
}

/**
 * The guided tour of one page: for signed-in users only, once per user. It starts when the page's
 * done flag is not set (or `force`), and finishing it, closing it (Close, Esc, overlay) or leaving
 * the page while it is open sets the flag. `force` and `onStart` are read when the tour starts, so
 * clearing `force` afterwards does not stop it.
 */
export function useGuidedTour({ page, steps, force = false, onStart }: GuidedTourOptions): void {
  const { status, user } = useAuth();
  const email = status === 'signedIn' && user?.email ? user.email : null;
  const isWanted = useEffectEvent((who: string) => force || !isTourDone(who, page));
  const started = useEffectEvent(() => onStart?.());

  useEffect(() => {
    if (!email || !isWanted(email)) return;
    const controller = new AbortController();
    let stop: (() => void) | null = null;
    startTour(steps, { signal: controller.signal, onEnd: () => markTourDone(email, page) })
      .then((handle) => {
        if (!handle) return;
        if (controller.signal.aborted) {
          handle();
          return;
        }
        stop = handle;
        started();
      })
      // driver.js could not load (offline, new deployment): no tour now, the flag stays unset.
      .catch(() => undefined);
    return () => {
      controller.abort();
      stop?.();
    };
  }, [email, page, steps]);
}
