import {
  AddUserPoolClientSecretCommand,
  CognitoIdentityProviderClient,
  DeleteUserPoolClientSecretCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateClientSecret } from '../../../shared/api/applications-credentials-operations';
import type { Operation } from '../../../shared/api/contract';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { applicationId, conditionRefused } from '../../applications/testing/subscription-fixtures';
import {
  answerAppClientCalls,
  applicationItem,
  clientId,
  clientItem,
  clientKey,
  firstSecretId,
  newSecretId,
  otherClaims,
  secretId,
} from '../../applications/testing/credentials-fixtures';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
useTestEnvironment({ KEY_ROTATION_OVERLAP_HOURS: '24' });

const call = (op: Operation, claims: Record<string, string> = developerClaims) =>
  handler(operationEvent(op, { params: { applicationId }, claims }));

/** What the caller's application partition lists (the application, maybe its credentials). */
function listed(...items: Record<string, unknown>[]) {
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#dev@partner.example' } })
    .resolves({ Items: [applicationItem, ...items] });
}

/** The credentials record getClientCredentials reads (consistently). */
function stored(item: Record<string, unknown> | undefined) {
  ddb.on(GetCommand, { Key: clientKey }).resolves(item ? { Item: item } : {});
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
  ddb.reset();
  cognito.reset();
  ddb.on(QueryCommand).resolves({ Items: [] });
  listed();
  ddb.on(GetCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  answerAppClientCalls(cognito);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rotateClientSecret', () => {
  beforeEach(() => stored(clientItem()));

  it('issues a second secret at once and keeps the first until the overlap window ends', async () => {
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(200);
    expect(cognito.commandCalls(AddUserPoolClientSecretCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
    });
    const body = bodyOf(result);
    expect(body.clientSecret).toBe('second-secret-value');
    expect(body.item).toMatchObject({
      clientId,
      secretCreatedAt: '2026-11-25T04:00:00.000Z',
      previousSecretExpiresAt: '2026-11-26T04:00:00.000Z',
    });
    expect(body.message).toBe(
      'New secret issued; the previous secret works until 2026-11-26T04:00:00.000Z',
    );
    expect(cognito.commandCalls(DeleteUserPoolClientSecretCommand)).toHaveLength(0);
    const [update, marker] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.Key).toEqual(clientKey);
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({
      ':new': newSecretId,
      ':old': firstSecretId,
      ':previous': { secretId: firstSecretId, expiresAt: '2026-11-26T04:00:00.000Z' },
    });
    expect(marker?.Put?.Item).toMatchObject({
      pk: 'ROTATION#2026-11-26',
      sk: `2026-11-26T04:00:00.000Z#${firstSecretId}`,
      kind: 'secret-rotation',
      clientId,
      secretId: firstSecretId,
      applicationId,
    });
  });

  it("takes the window from the stage's setting", async () => {
    vi.stubEnv('KEY_ROTATION_OVERLAP_HOURS', '2');
    const result = await call(rotateClientSecret);
    expect(bodyOf(result).item).toMatchObject({
      previousSecretExpiresAt: '2026-11-25T06:00:00.000Z',
    });
  });

  it('refuses a second rotation while the previous secret still works (409)', async () => {
    const previousSecret = { secretId: secretId(1), expiresAt: '2026-11-25T20:00:00.000Z' };
    stored(clientItem({ previousSecret }));
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toContain(
      'The previous secret still works until 2026-11-25T20:00:00.000Z',
    );
    expect(cognito.commandCalls(AddUserPoolClientSecretCommand)).toHaveLength(0);
  });

  it('deletes the new secret when the record refuses the change, keeping the old one', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(409);
    expect(result.body).not.toContain('second-secret-value');
    const deleted = cognito.commandCalls(DeleteUserPoolClientSecretCommand);
    expect(deleted.map((c) => c.args[0].input)).toEqual([
      { UserPoolId: testUserPoolId, ClientId: clientId, ClientSecretId: newSecretId },
    ]);
  });

  it("answers 404 'This application has no client credentials' without them", async () => {
    stored(undefined);
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('This application has no client credentials');
    expect(cognito.calls()).toHaveLength(0);
  });

  it("answers 404 for another user's application", async () => {
    const result = await call(rotateClientSecret, otherClaims);
    expect(result.statusCode).toBe(404);
    expect(cognito.calls()).toHaveLength(0);
  });
});
