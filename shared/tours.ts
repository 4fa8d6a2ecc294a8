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
