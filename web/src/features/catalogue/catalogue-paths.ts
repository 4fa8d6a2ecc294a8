/** The catalogue's links, encoded once. */
export const cataloguePaths = {
  categories: '/apis/category',
  services: (category: string) => `/apis/services/${encodeURIComponent(category)}`,
  serviceDetail: (category: string, service: string) =>
    `/apis/servicesdetail/${encodeURIComponent(category)}/${encodeURIComponent(service)}`,
  apiDetail: (apiName: string) => `/apis/detail/${encodeURIComponent(apiName)}`,
  useCase: (document: string) => `/documents?sop=${encodeURIComponent(document)}`,
  /** Coming soon: the request-access flow. */
  requestAccess: '/userRequestAccess',
} as const;

/** The contact-administrator text shown with 'No APIs Published' (spec §8). */
export const contactAdministrator = 'Please contact the administrator for more details.';
