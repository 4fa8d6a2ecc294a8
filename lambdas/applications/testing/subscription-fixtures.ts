import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { CategorySummary } from '../../../shared/api/catalogue-operations';
import type { Service } from '../../../shared/domain/catalogue';
import { planTiers, productStages } from '../../../shared/plans';
import { developerClaims } from '../../testing/operation-requests';
import type { ApplicationRecord, SubscriptionRecord } from '../application-record';

/** Test data for the applications area's unit tests (DynamoDB and API Gateway are mocked). */
export const owner = developerClaims.email;
export const applicationId = '0b6f3c1e-2f4a-4d3e-9a55-5e0e6b1f0c11';

export const application: ApplicationRecord = {
  kind: 'application',
  applicationId,
  owner,
  applicationName: 'Fleet-App',
  applicationDescription: 'Fleet dashboard',
  organization: 'ACME',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const planId = (stage: string, tier: string) => `plan-${stage}-${tier.toLowerCase()}`;

export const service: Service = {
  service: 'vehicle-status',
  apiId: 'abc123',
  apiName: 'Vehicle status',
  description: 'Status of a vehicle',
  category: 'Partner',
  customPath: '/vehicle-status',
  disableAuth: false,
  usagePlans: productStages.flatMap((stage) =>
    planTiers.map((tier) => ({
      id: planId(stage, tier),
      name: `vehicle-status-${stage}-${tier}`,
      stage,
      tier,
    })),
  ),
  versions: ['v1'],
  resources: [],
};

export function category(overrides: Partial<CategorySummary> = {}): CategorySummary {
  return {
    name: 'Partner',
    description: 'Partner APIs',
    icon: 'partner',
    redirectLink: '/documents/partner',
    sdkRequired: false,
    authorizationDisabled: false,
    subscribable: true,
    requestAccess: false,
    serviceCount: 1,
    ...overrides,
  };
}

export function subscription(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    kind: 'subscription',
    applicationId,
    applicationName: application.applicationName,
    owner,
    category: 'Partner',
    service: service.service,
    apiName: service.apiName,
    apiId: service.apiId,
    stage: 'sandbox',
    tier: 'Basic',
    usagePlanId: planId('sandbox', 'Basic'),
    usagePlanName: 'vehicle-status-sandbox-Basic',
    apiKeyId: 'key-1',
    keyHint: '9xyz',
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export const subscriptionSk = `APP#${applicationId}#SUB#vehicle-status#sandbox`;

export const conditionRefused = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
  });
