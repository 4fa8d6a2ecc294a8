import {
  AddUserPoolClientSecretCommand,
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  ListUserPoolClientSecretsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { CertificateRecord, ClientCredentialsRecord } from '../application-record';
import { application, applicationId, owner } from './subscription-fixtures';

/**
 * Test data for client credentials and client certificates (Cognito, API Gateway and DynamoDB
 * are mocked). The items are as stored: with their keys, so a mocked Query can answer them.
 */
export const clientId = 'client-abc123';
export const secretId = (ms: number) => `${clientId}--${ms}`;
export const firstSecretId = secretId(1_764_000_000_000);
/** The id of the secret a rotation adds. */
export const newSecretId = secretId(1_764_043_200_000);
/** A signed-in user who owns no application of the fixtures. */
export const otherClaims = {
  sub: 'sub-other',
  email: 'other@rival.example',
  'cognito:groups': 'common-user',
};

/**
 * Cognito's answers to the app-client calls: the client is created (at `createdAt`) with
 * `first-secret-value` as `firstSecretId`; a rotation adds `second-secret-value` as `newSecretId`.
 */
export function answerAppClientCalls(
  cognito: AwsClientStub<CognitoIdentityProviderClient>,
  createdAt = new Date('2026-11-25T04:00:00.000Z'),
): void {
  cognito.on(CreateUserPoolClientCommand).resolves({
    UserPoolClient: {
      ClientId: clientId,
      ClientSecret: 'first-secret-value',
      CreationDate: createdAt,
    },
  });
  cognito.on(ListUserPoolClientSecretsCommand).resolves({
    ClientSecrets: [{ ClientSecretId: firstSecretId, ClientSecretCreateDate: createdAt }],
  });
  cognito.on(AddUserPoolClientSecretCommand).resolves({
    ClientSecretDescriptor: {
      ClientSecretId: newSecretId,
      ClientSecretValue: 'second-secret-value',
      ClientSecretCreateDate: createdAt,
    },
  });
  cognito.on(DeleteUserPoolClientCommand).resolves({});
  cognito.on(DeleteUserPoolClientSecretCommand).resolves({});
}

export const applicationItem = { ...application, pk: `USER#${owner}`, sk: `APP#${applicationId}` };
export const clientSk = `APP#${applicationId}#CLIENT`;
export const clientKey = { pk: `USER#${owner}`, sk: clientSk };
export const certificateSk = (certificateId: string) =>
  `APP#${applicationId}#CERT#${certificateId}`;

export function clientCredentials(
  overrides: Partial<ClientCredentialsRecord> = {},
): ClientCredentialsRecord {
  return {
    kind: 'client',
    applicationId,
    owner,
    clientId,
    createdAt: '2026-11-20T10:00:00.000Z',
    secretId: firstSecretId,
    secretCreatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const clientItem = (overrides: Partial<ClientCredentialsRecord> = {}) => ({
  ...clientKey,
  ...clientCredentials(overrides),
});

export function certificate(
  certificateId: string,
  overrides: Partial<CertificateRecord> = {},
): CertificateRecord {
  return {
    kind: 'certificate',
    applicationId,
    applicationName: application.applicationName,
    owner,
    certificateId,
    description: 'Main gateway',
    stage: 'prod',
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2027-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const certificateItem = (
  certificateId: string,
  overrides: Partial<CertificateRecord> = {},
) => ({
  pk: `USER#${owner}`,
  sk: certificateSk(certificateId),
  ...certificate(certificateId, overrides),
});
