import type { Alignment, Side } from 'driver.js';

/** One step of a guided tour. Title and description are plain text (they are escaped). */
export interface TourStep {
  /**
   * CSS selectors of the element to point at, tried in order: the first visible match is used
   * (e.g. a desktop link, then the mobile menu button). A step with no visible match is left out.
   */
  target: string | readonly string[];
  title: string;
  description: string;
  side?: Side;
  align?: Alignment;
}

/** The selector of a `data-tour="<name>"` anchor: the stable way to mark a tour target. */
export function tourTarget(name: string): string {
  return `[data-tour="${name}"]`;
}
