/** The catalogue's and the documentation's links, encoded once (both features link to both). */
const withVersion = (path: string, version?: string) =>
  version ? `${path}?version=${encodeURIComponent(version)}` : path;

export const catalogueLinks = {
  home: '/',
  categories: '/apis/category',
  services: (category: string) => `/apis/services/${encodeURIComponent(category)}`,
  serviceDetail: (category: string, service: string, version?: string) =>
    withVersion(
      `/apis/servicesdetail/${encodeURIComponent(category)}/${encodeURIComponent(service)}`,
      version,
    ),
  apiDetail: (apiName: string, version?: string) =>
    withVersion(`/apis/detail/${encodeURIComponent(apiName)}`, version),
  useCase: (document: string) => `/documents?sop=${encodeURIComponent(document)}`,
  /** The request-access flow. */
  requestAccess: '/userRequestAccess',
} as const;

/** The contact-administrator text shown with 'No APIs Published' (spec §8). */
export const contactAdministrator = 'Please contact the administrator for more details.';

/** Versions newest first, comparing numbers inside names (v10 after v9). */
export function newestFirst(versions: readonly string[]): string[] {
  return [...new Set(versions)].sort((a, b) =>
    b.localeCompare(a, undefined, { numeric: true, sensitivity: 'base' }),
  );
}
