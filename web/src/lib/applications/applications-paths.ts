import type { KeyManagerCategory } from '../../../../shared/client-credentials';

/** The applications area's links; the details page names its application in the query. */
export const applicationsPaths = {
  list: '/application',
  details: (applicationId: string) =>
    `/application/appdetails?applicationId=${encodeURIComponent(applicationId)}`,
  keyManager: (category: KeyManagerCategory) => `/keyManager?category=${category}`,
} as const;

/** `?create=1` on the list opens the create dialog (the subscribe dialog links here). */
export const createParam = 'create';
