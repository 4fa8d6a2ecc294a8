/**
 * The documentation page's links. The catalogue's own path helpers live in its feature, which
 * this one may not import: these few are spelled the same way.
 */
export const docsPaths = {
  home: '/',
  categories: '/apis/category',
  services: (category: string) => `/apis/services/${encodeURIComponent(category)}`,
  serviceDetail: (category: string, service: string, version?: string) =>
    `/apis/servicesdetail/${encodeURIComponent(category)}/${encodeURIComponent(service)}` +
    (version ? `?version=${encodeURIComponent(version)}` : ''),
  apiDetail: (apiName: string, version?: string) =>
    `/apis/detail/${encodeURIComponent(apiName)}` +
    (version ? `?version=${encodeURIComponent(version)}` : ''),
} as const;

/** Shown with 'No APIs Published' (spec §8); the same words as the catalogue's. */
export const contactAdministrator = 'Please contact the administrator for more details.';
