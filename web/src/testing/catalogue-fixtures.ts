import type { CategorySummary, ServiceSummary } from '../../../shared/api/catalogue-operations';
import type { ApiResourceSummary } from '../features/catalogue/api/get-service-detail';

export function aCategory(overrides: Partial<CategorySummary> = {}): CategorySummary {
  return {
    name: 'Customer',
    description: 'Customer profile and consent APIs.',
    icon: 'customer',
    redirectLink: '/documents?category=Customer',
    sdkRequired: false,
    authorizationDisabled: false,
    subscribable: true,
    requestAccess: true,
    serviceCount: 2,
    ...overrides,
  };
}

export function aService(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    service: 'vehicle-status',
    apiId: 'abc123',
    apiName: 'Vehicle Status',
    description: 'Live status of a connected vehicle.',
    category: 'Customer',
    customPath: '/vehicle-status',
    disableAuth: false,
    usagePlans: [],
    versions: ['v1', 'v2'],
    ...overrides,
  };
}

export function anApi(overrides: Partial<ApiResourceSummary> = {}): ApiResourceSummary {
  return {
    name: 'getVehicleStatus',
    displayName: 'Get vehicle status',
    description: 'Returns the latest status of a vehicle.',
    method: 'GET',
    path: '/v2/vehicles/{vin}/status',
    version: 'v2',
    apiStatus: 'active',
    response: { '200': 'OK' },
    authorizerType: 'apiKey',
    generateTokenButton: 'enabled',
    ...overrides,
  };
}
