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

export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  // Public content.
  {
    path: '/documents',
    group: 'public',
    feature: 'Documents',
    summary: 'Category documents and standard operating procedures (PDF).',
  },
  {
    path: '/getting-started-new',
    group: 'public',
    feature: 'Getting started videos',
    summary: 'Five short videos: sign in, catalogue, applications, try it out, production access.',
  },
];

/** Parts of built screens that are not there yet (no route of their own). */
export const notYetBuilt: readonly string[] = [
  'Home: carousel, business section',
  'Footer: stay-tuned e-mail subscription, social links',
  'Maintenance pop-up (10 s at load)',
];
