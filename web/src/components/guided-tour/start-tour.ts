import { noModalDialogOpen, watchModalDialogs } from './modal-dialogs';
import type { StopTour, TourEnd } from './tour-runner';
import type { TourStep } from './tour-step';
import { releaseTourVisit, takeTourVisit } from './tour-visit';

export type { StopTour, TourEnd } from './tour-runner';

export interface StartTourOptions {
  /** Aborted before the tour shows (loading, or waiting for a dialog): it does not start. */
  signal?: AbortSignal;
  /**
   * Runs once, however the tour ends: `closed` (Done, Close, Esc, a click on the overlay, or
   * `StopTour`), `skipped-all` ('Skip all tours') or `interrupted` (a modal dialog opened).
   */
  onEnd?: (how: TourEnd) => void;
  /** Runs when the tour shows, after any wait for a dialog to close. */
  onShow?: () => void;
  /** Asked again once no dialog is open: false when the tour is no longer wanted (e.g. skipped). */
  stillWanted?: () => boolean;
}

/**
 * Loads the tour runner (driver.js and its CSS) on demand and runs the tour (see `runTour`), never
 * over a modal dialog of the app: while one is open it waits (until `signal` aborts), and when one
 * opens during the tour the tour stops at once (`interrupted`). At most one tour shows per page
 * visit (tour-visit.ts). Resolves to a stop function, or null when aborted, when the visit already
 * had its tour, or when no target is on the page.
 */
export async function startTour(
  steps: readonly TourStep[],
  { signal, onEnd, onShow, stillWanted }: StartTourOptions = {},
): Promise<StopTour | null> {
  const { runTour } = await import('./tour-runner');
  if (signal?.aborted) return null;
  try {
    await noModalDialogOpen(signal);
  } catch {
    return null;
  }
  if (signal?.aborted || stillWanted?.() === false || !takeTourVisit()) return null;

  let unwatch = () => {};
  const stop = runTour(steps, (how) => {
    unwatch();
    onEnd?.(how);
  });
  if (!stop) {
    releaseTourVisit();
    return null;
  }
  unwatch = watchModalDialogs((open) => {
    if (open) stop('interrupted');
  });
  onShow?.();
  return stop;
}
