import type { StopTour } from './tour-runner';
import type { TourStep } from './tour-step';

export type { StopTour } from './tour-runner';

export interface StartTourOptions {
  /** Aborted before driver.js has loaded: the tour does not start. */
  signal?: AbortSignal;
  /** Runs once, however the tour ends: Done, Close, Esc, a click on the overlay, or `StopTour`. */
  onEnd?: () => void;
}

/**
 * Loads the tour runner (driver.js and its CSS) on demand, then runs the tour (see `runTour`).
 * Resolves to a stop function, or null when aborted while loading or when no target is on the page.
 */
export async function startTour(
  steps: readonly TourStep[],
  { signal, onEnd }: StartTourOptions = {},
): Promise<StopTour | null> {
  const { runTour } = await import('./tour-runner');
  if (signal?.aborted) return null;
  return runTour(steps, onEnd);
}
