/**
 * The guided tours (spec §1: the home tour once for signed-in users; §2: category, service,
 * service detail and documentation tours, each shown once per user). Their done flags are kept
 * with the user on the server, so a tour seen in one browser does not come back in another.
 */
export const tourPages = [
  'home',
  'category',
  'service',
  'service-detail',
  'documentation',
] as const;
export type TourPage = (typeof tourPages)[number];

/** What completeTour takes: one page, or `all` for 'Skip all tours' (every page in one call). */
export const allTours = 'all';
export const tourChoices = [...tourPages, allTours] as const;
export type TourChoice = (typeof tourChoices)[number];
