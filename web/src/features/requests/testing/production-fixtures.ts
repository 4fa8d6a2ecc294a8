import type {
  ProductionRequest,
  ProductionRequestRow,
} from '../../../../../shared/api/requests-production-operations';

export const uniqueId = '0f8b6c1e-8a53-4c55-9d2e-2b1f6f0a9c11';
export const applicationId = '7c1d1a4e-1111-4222-8333-944455556666';

export const profile = {
  email: 'Asha.Rao@Partner.example',
  firstName: 'Asha',
  lastName: 'Rao',
  mobileNumber: '9876543210',
  organization: 'Acme Motors',
  employeeId: 'E1',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiryDate: '2026-12-01T00:00:00.000Z',
};

export const application = {
  applicationId,
  applicationName: 'fleet-app',
  applicationDescription: '',
  organization: 'ACME MOTORS',
  subscriptionCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const sandboxSubscription = {
  id: 'vehicle-status.sandbox',
  applicationId,
  applicationName: 'fleet-app',
  service: 'vehicle-status',
  apiName: 'Vehicle Status',
  apiId: 'api1',
  category: 'Connected Vehicle',
  stage: 'sandbox',
  tier: 'Basic',
  usagePlanName: 'vehicle-status-sandbox-Basic',
  usagePlanId: 'up1',
  apiKeyId: 'k1',
  maskedKey: '****abcd',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'Active',
};

export function productionRequest(extra: Partial<ProductionRequest> = {}): ProductionRequest {
  return {
    uniqueId,
    requester: 'asha.rao@partner.example',
    firstname: 'ASHA',
    lastname: 'RAO',
    email: 'asha.rao@partner.example',
    contact: '9876543210',
    department: 'Connected Vehicle',
    project: 'Fleet',
    organization: 'ACME MOTORS',
    applicationName: 'fleet-app',
    applicationId,
    service: 'vehicle-status',
    apiUsage: {
      'vehicle-status': {
        plan: 'Standard',
        resources: [],
        purposeOfUtilization: 'Fleet tracking',
        apiRateLimit: '200',
        apiVolume: '1000',
        burst: '50',
        category: 'Connected Vehicle',
      },
    },
    responseTime: '300',
    requestPerMonth: 'about 1 million',
    businessHours: '9:00 AM to 6:00 PM',
    applicationDL: 'fleet-team@partner.example',
    status: 'Pending',
    lastUpdatedBy: 'asha.rao@partner.example',
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    editable: true,
    ...extra,
  };
}

export function productionRow(extra: Partial<ProductionRequestRow> = {}): ProductionRequestRow {
  const full = productionRequest();
  return {
    uniqueId: full.uniqueId,
    requester: full.requester,
    applicationName: full.applicationName,
    service: full.service,
    department: full.department,
    project: full.project,
    organization: full.organization,
    status: full.status,
    createdAt: full.createdAt,
    updatedAt: full.updatedAt,
    editable: full.editable,
    ...extra,
  };
}
