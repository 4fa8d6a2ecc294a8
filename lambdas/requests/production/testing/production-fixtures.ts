import type { ProductionRequestBody } from '../../../../shared/api/requests-production-operations';
import { applicationId, owner } from '../../../applications/testing/subscription-fixtures';
import type { ProductionRequestRecord } from '../production-record';

/** Test data for the production request handlers' unit tests (DynamoDB, API Gateway, SES mocked). */
export const uniqueId = '019a1b2c-3d4e-7f00-8a00-0123456789ab';
export const requestKey = { pk: `USER#${owner}`, sk: `PROD#${uniqueId}` };
export const pointerKey = { pk: `PRODID#${uniqueId}`, sk: 'PRODID' };
/** The reveal code of the approved request's prod key (`prod-key`, see the handler tests). */
export const codeKey = { pk: `USER#${owner}`, sk: 'PRODCODE#prod-key' };

export const formBody: ProductionRequestBody = {
  department: 'Connected Vehicle',
  project: 'Remote Services',
  applicationName: 'fleet-app',
  apiUsage: {
    'vehicle-status': {
      plan: 'Standard',
      resources: ['GET /vehicles/{vin}/status'],
      purposeOfUtilization: 'Fleet dashboard for dealers',
      apiRateLimit: '100',
      category: 'Partner',
    },
  },
  applicationDL: 'Fleet-Team@Partner.Example',
};

export function storedRequest(
  overrides: Partial<ProductionRequestRecord> = {},
): ProductionRequestRecord {
  const at = overrides.updatedAt ?? '2026-11-20T10:00:00.000Z';
  return {
    uniqueId,
    requester: owner,
    firstname: 'ANA',
    lastname: 'LOPEZ',
    email: 'ana@partner.example',
    contact: '9876543210',
    department: 'Connected Vehicle',
    project: 'Remote Services',
    organization: 'ACME',
    applicationName: 'Fleet-App',
    applicationId,
    service: 'vehicle-status',
    apiUsage: {
      'vehicle-status': {
        plan: 'Standard',
        resources: [],
        purposeOfUtilization: 'Fleet dashboard for dealers',
        apiRateLimit: '100',
        category: 'Partner',
      },
    },
    businessHours: '12:00 AM to 12:00 PM',
    applicationDL: 'fleet-team@partner.example',
    status: 'Pending',
    lastUpdatedBy: owner,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: at,
    queueSk: `${at}#${uniqueId}`,
    ...overrides,
  };
}
