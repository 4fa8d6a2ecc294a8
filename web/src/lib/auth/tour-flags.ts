/**
 * Done flags of the guided tours (spec §1: the home tour runs once for signed-in users; §2: the
 * category, service, service detail and documentation tours are each shown once per user). One
 * localStorage key per user and page, `marque.tour.<email>.<page>`; they survive a sign-out
 * (app-storage.ts clears only the session keys).
 */
export type TourPage = 'home' | 'category' | 'service' | 'service-detail' | 'documentation';

const prefix = 'marque.tour.';

/** The storage key of one user's flag for one page (e-mail trimmed and lower-cased). */
export function tourFlagKey(email: string, page: TourPage): string {
  return `${prefix}${email.trim().toLowerCase()}.${page}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** True once the user finished or closed the page's tour. */
export function isTourDone(email: string, page: TourPage): boolean {
  try {
    return storage()?.getItem(tourFlagKey(email, page)) === '1';
  } catch {
    return false;
  }
}

/** Records that the user saw the page's tour; storage refusals are ignored. */
export function markTourDone(email: string, page: TourPage): void {
  try {
    storage()?.setItem(tourFlagKey(email, page), '1');
  } catch {
    // storage refused (private mode, quota): the tour may show again next time
  }
}
