import { useEffect } from 'react';

/**
 * At most one guided tour per page visit (one route): whatever the page is made of, the first
 * tour to start takes the visit; another that wants to start on it waits for a later visit.
 * A visit begins each time the route's path changes (`useTourVisits` in the root layout), not on
 * a change of its state or query (e.g. the home tour clearing its request).
 */
let visit = 0;
let takenVisit = -1;

/** Takes the current visit for a tour; false when another tour already took it. */
export function takeTourVisit(): boolean {
  if (takenVisit === visit) return false;
  takenVisit = visit;
  return true;
}

/** Gives the visit back when the tour that took it did not show (no target on the page). */
export function releaseTourVisit(): void {
  if (takenVisit === visit) takenVisit = -1;
}

export function beginTourVisit(): void {
  visit += 1;
}

/** Begins a new tour visit whenever `pathname` changes. */
export function useTourVisits(pathname: string): void {
  useEffect(() => beginTourVisit(), [pathname]);
}
