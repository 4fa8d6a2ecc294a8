import type {
  ClientCertificateItem,
  ClientCredentialsItem,
} from '../../../../../shared/api/applications-credentials-operations';
import { anApplication } from '../../../testing/application-fixtures';

const application = anApplication();

export function someCredentials(
  overrides: Partial<ClientCredentialsItem> = {},
): ClientCredentialsItem {
  return {
    clientId: '4a7client0id0example',
    createdAt: '2026-11-21T10:00:00.000Z',
    secretCreatedAt: '2026-11-21T10:00:00.000Z',
    scope: 'marque-products/try-out',
    ...overrides,
  };
}

export function aCertificate(
  overrides: Partial<ClientCertificateItem> = {},
): ClientCertificateItem {
  return {
    certificateId: 'abc123cert',
    applicationId: application.applicationId,
    applicationName: application.applicationName,
    description: 'Backend',
    stage: 'prod',
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2027-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const samplePem = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----';
