import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSessionActivity, signOutEverywhere } from '../../../shared/api/account-operations';
import { handler } from './account-area';
import { sessionEndedMessage } from './record-session-activity-handler';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  idp.reset();
  vi.useFakeTimers({ now: new Date('2026-02-20T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const sessionKey = { pk: 'USER#dev@partner.example', sk: 'SESSION' };
const asDeveloper = (op: Parameters<typeof operationEvent>[0]) =>
  handler(operationEvent(op, { claims: developerClaims }));

describe('recordSessionActivity', () => {
  it('keeps a live session alive for 16 minutes from now and answers when it lapses', async () => {
    ddb.on(UpdateCommand).resolves({});
    const result = await asDeveloper(recordSessionActivity);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ expiresAt: '2026-02-20T10:16:00.000Z' });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual(sessionKey);
  });

  it('never brings an ended session back: 401, so the app signs out', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'ended', $metadata: {} }));
    const result = await asDeveloper(recordSessionActivity);
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toMatchObject({ code: 'Unauthorized', message: sessionEndedMessage });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await handler(operationEvent(recordSessionActivity))).statusCode).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('signOutEverywhere', () => {
  it('revokes every refresh token, then deletes the session', async () => {
    idp.on(AdminUserGlobalSignOutCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    expect((await asDeveloper(signOutEverywhere)).statusCode).toBe(200);
    expect(idp.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: 'dev@partner.example',
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual(sessionKey);
  });

  it('keeps the session when Cognito fails, so the one-session rule still holds', async () => {
    idp.on(AdminUserGlobalSignOutCommand).rejects(new Error('throttled'));
    expect((await asDeveloper(signOutEverywhere)).statusCode).toBe(500);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
