/**
 * Routes of spec §2 that show the shared ComingSoon page until a later issue builds them.
 * The router builds these routes from this list, so it is also the report of what is left.
 */
export type ComingSoonGroup =
  /** Public, in the main layout. */
  | 'public'
  /** Public, inside the two-panel sign-in screen. */
  | 'auth'
  /** Needs a session. */
  | 'protected'
  /** Admin area (admin group only). */
  | 'admin';

export interface ComingSoonRoute {
  path: string;
  group: ComingSoonGroup;
  feature: string;
  summary: string;
}

export const comingSoonRoutes: readonly ComingSoonRoute[] = [];

/** Parts of built screens that are not there yet (no route of their own). */
export const notYetBuilt: readonly string[] = [];
