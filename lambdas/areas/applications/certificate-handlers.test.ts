import {
  APIGatewayClient,
  DeleteClientCertificateCommand,
  GenerateClientCertificateCommand,
} from '@aws-sdk/client-api-gateway';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  generateCertificate,
  getKeyManager,
  revokeCertificate,
} from '../../../shared/api/applications-credentials-operations';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testDeployment, useTestEnvironment } from '../../testing/test-environment';
import {
  applicationId,
  conditionRefused,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import {
  applicationItem,
  certificateItem,
  certificateSk,
} from '../../applications/testing/credentials-fixtures';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const appKey = { pk: 'USER#dev@partner.example', sk: `APP#${applicationId}` };
const limitMessage =
  'An application can hold 2 client certificates; revoke one before generating another';

/** What the caller's partition lists: the application (as given) and `items`. */
function listed(items: Record<string, unknown>[], app: Record<string, unknown> = applicationItem) {
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#dev@partner.example' } })
    .resolves({ Items: [app, ...items] });
}

const generate = (body: object = { description: 'Main gateway' }) =>
  handler(
    operationEvent(generateCertificate, {
      params: { applicationId },
      body,
      claims: developerClaims,
    }),
  );
const revoke = (certificateId: string) =>
  handler(
    operationEvent(revokeCertificate, {
      params: { applicationId, certificateId },
      claims: developerClaims,
    }),
  );
const keyManager = (category: string) =>
  handler(operationEvent(getKeyManager, { query: { category }, claims: developerClaims }));

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(QueryCommand).resolves({ Items: [] });
  listed([]);
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  gateway.on(GenerateClientCertificateCommand).resolves({
    clientCertificateId: 'cert9',
    pemEncodedCertificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
    createdDate: new Date('2026-11-25T04:00:00.000Z'),
    expirationDate: new Date('2027-11-25T04:00:00.000Z'),
  });
  gateway.on(DeleteClientCertificateCommand).resolves({});
});

describe('generateCertificate', () => {
  it('generates a certificate named after the application and records it under the limit', async () => {
    const result = await generate();
    expect(result.statusCode).toBe(200);
    expect(gateway.commandCalls(GenerateClientCertificateCommand)[0]?.args[0].input).toEqual({
      description: 'Application Fleet-App of dev@partner.example (prod): Main gateway',
      tags: { deployment: testDeployment, application: applicationId, stage: 'prod' },
    });
    const body = bodyOf(result);
    expect(body.pemEncodedCertificate).toContain('BEGIN CERTIFICATE');
    expect(body.item).toEqual({
      certificateId: 'cert9',
      applicationId,
      applicationName: 'Fleet-App',
      description: 'Main gateway',
      stage: 'prod',
      createdAt: '2026-11-25T04:00:00.000Z',
      expiresAt: '2027-11-25T04:00:00.000Z',
    });
    // A place under the limit first, then the record of the certificate made for it.
    const [place, ...more] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(more).toEqual([]);
    expect(place?.Key).toEqual(appKey);
    expect(place?.ExpressionAttributeValues).toMatchObject({ ':one': 1, ':max': 2 });
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ sk: certificateSk('cert9'), certificateId: 'cert9' });
    expect(JSON.stringify(put?.Item)).not.toContain('BEGIN CERTIFICATE');
  });

  it('refuses a third certificate (409) without calling API Gateway', async () => {
    listed([certificateItem('cert1'), certificateItem('cert2')]);
    const result = await generate();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(limitMessage);
    expect(gateway.calls()).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('makes no certificate when a simultaneous generate took the last place (409)', async () => {
    listed([certificateItem('cert1')]);
    ddb.on(UpdateCommand).rejects(conditionRefused());
    const result = await generate();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(limitMessage);
    expect(gateway.calls()).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('makes no certificate when the application is being deleted (404)', async () => {
    ddb.on(UpdateCommand).rejects(conditionRefused());
    listed([], { ...applicationItem, deletingSince: '2026-11-25T03:59:00.000Z' });
    const result = await generate();
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Application not found');
    expect(gateway.calls()).toHaveLength(0);
  });

  it('deletes the certificate and gives its place back when its record cannot be written', async () => {
    ddb.on(PutCommand).rejects(new Error('DynamoDB is unavailable'));
    const result = await generate();
    expect(result.statusCode).toBe(500);
    expect(gateway.commandCalls(DeleteClientCertificateCommand)[0]?.args[0].input).toEqual({
      clientCertificateId: 'cert9',
    });
    expect(ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.UpdateExpression)).toEqual([
      'SET certificateCount = if_not_exists(certificateCount, :zero) + :one',
      'SET certificateCount = certificateCount - :one',
    ]);
    expect(result.body).not.toContain('BEGIN CERTIFICATE');
  });

  it('refuses a description over 100 characters (400) and calls nothing', async () => {
    const result = await generate({ description: 'x'.repeat(101) });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).fields).toEqual({ description: 'Maximum limit exceed' });
    expect(gateway.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('names the application alone without a description', async () => {
    expect((await generate({})).statusCode).toBe(200);
    expect(
      gateway.commandCalls(GenerateClientCertificateCommand)[0]?.args[0].input.description,
    ).toBe('Application Fleet-App of dev@partner.example (prod)');
  });
});

describe('revokeCertificate', () => {
  beforeEach(() => listed([certificateItem('cert1'), certificateItem('cert2')]));

  it('deletes the certificate in API Gateway, then its record, counting it off', async () => {
    const result = await revoke('cert2');
    expect(result.statusCode).toBe(200);
    expect(
      gateway.commandCalls(DeleteClientCertificateCommand).map((c) => c.args[0].input),
    ).toEqual([{ clientCertificateId: 'cert2' }]);
    const [removed, count] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(removed?.Delete?.Key).toEqual({ pk: appKey.pk, sk: certificateSk('cert2') });
    expect(count?.Update?.Key).toEqual(appKey);
    expect(count?.Update?.UpdateExpression).toBe('SET certificateCount = certificateCount - :one');
  });

  it('still removes the record when its count was already taken off', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    expect((await revoke('cert1')).statusCode).toBe(200);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: appKey.pk,
      sk: certificateSk('cert1'),
    });
  });

  it('keeps the record when API Gateway fails', async () => {
    gateway.on(DeleteClientCertificateCommand).rejects(new Error('TooManyRequestsException'));
    expect((await revoke('cert1')).statusCode).toBe(500);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 404 'Certificate not found' for a certificate the application does not hold", async () => {
    const result = await revoke('cert3');
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Certificate not found');
    expect(gateway.calls()).toHaveLength(0);
  });
});

describe('getKeyManager', () => {
  const otherId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  beforeEach(() => {
    listed([
      { ...subscription(), sk: subscriptionSk },
      { ...applicationItem, applicationId: otherId, sk: `APP#${otherId}` },
      {
        ...subscription({ applicationId: otherId, category: 'Dealer', keyHint: 'q1w2' }),
        sk: `APP#${otherId}#SUB#vehicle-status#sandbox`,
      },
      certificateItem('cert1'),
    ]);
  });

  it('lists the masked keys of all applications with their category', async () => {
    const result = await keyManager('apiKey');
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result);
    expect(body.category).toBe('apiKey');
    expect(body.apiKeys).toEqual([
      expect.objectContaining({
        applicationId,
        category: 'Partner',
        maskedKey: '*'.repeat(16) + '9xyz',
      }),
      expect.objectContaining({
        applicationId: otherId,
        category: 'Dealer',
        maskedKey: '*'.repeat(16) + 'q1w2',
      }),
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'USER#dev@partner.example',
      ':sk': 'APP#',
    });
  });

  it('lists the certificates', async () => {
    const body = bodyOf(await keyManager('certificate'));
    expect(body).toEqual({
      category: 'certificate',
      certificates: [expect.objectContaining({ certificateId: 'cert1', applicationId })],
    });
  });

  it('refuses another category (400)', async () => {
    const result = await keyManager('bad');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe("category must be 'apiKey' or 'certificate'");
    expect(ddb.calls()).toHaveLength(0);
  });
});
