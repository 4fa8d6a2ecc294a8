import type {
  ApplicationItem,
  SubscriptionItem,
} from '../../../shared/api/applications-operations';

export function anApplication(overrides: Partial<ApplicationItem> = {}): ApplicationItem {
  return {
    applicationId: '3f1c2a9e-0000-4000-8000-000000000001',
    applicationName: 'fleet-app',
    applicationDescription: 'Fleet dashboard',
    organization: 'ACME',
    subscriptionCount: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    id: 'vehicle-status.sandbox',
    applicationId: '3f1c2a9e-0000-4000-8000-000000000001',
    applicationName: 'fleet-app',
    service: 'vehicle-status',
    apiName: 'Vehicle Status',
    apiId: 'abc123',
    category: 'Customer',
    stage: 'sandbox',
    tier: 'Basic',
    usagePlanName: 'vehicle-status-sandbox-Basic',
    usagePlanId: 'plan-basic',
    apiKeyId: 'key-123',
    maskedKey: '••••••••wxyz',
    createdAt: '2026-11-21T10:00:00.000Z',
    status: 'Active',
    ...overrides,
  };
}
