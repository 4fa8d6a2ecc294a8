import type {
  AdminCategory,
  AdminService,
} from '../../../../../shared/api/admin-catalogue-operations';

type AdminApi = AdminService['apis'][number];

/** One API of a service as listAdminCatalogue answers it. */
export function anAdminApi(overrides: Partial<AdminApi> = {}): AdminApi {
  return {
    name: 'createPriceQuote',
    displayName: 'Create price quote',
    description: 'Prices a configured vehicle.',
    method: 'POST',
    path: '/v1/quotes',
    version: 'v1',
    apiStatus: 'active',
    response: {},
    authorizerType: 'apiKey',
    generateTokenButton: 'disabled',
    ...overrides,
  };
}

/** A service as listAdminCatalogue answers it (published, one version, one API). */
export function anAdminService(overrides: Partial<AdminService> = {}): AdminService {
  return {
    category: 'Presales',
    service: 'price-quote',
    apiName: 'Price Quote',
    description: 'Quotes for configured vehicles.',
    apiId: 'pq7x2k',
    published: true,
    versions: ['v1'],
    uploadedVersions: [],
    undeployedVersions: [],
    apis: [anAdminApi()],
    ...overrides,
  };
}

export function aCatalogueCategory(name: string, services: AdminService[]): AdminCategory {
  return { name, services };
}

export const adminCataloguePath = '/admin/catalogue/services';
export const servicePath = (category: string, service: string) =>
  `/admin/catalogue/categories/${category}/services/${service}`;
