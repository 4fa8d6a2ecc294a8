import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateUser, unlockUser } from '../../../shared/api/admin-operations';
import { handler } from './admin-area';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };
const params = { email: 'Dev@Partner.example' };
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

describe('activateUser', () => {
  it('activates the user and mails them', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...key, ...testUser() } });
    const result = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      ExpressionAttributeNames: { '#f0': 'userStatus' },
      ExpressionAttributeValues: { ':f0': 'active' },
    });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['dev@partner.example']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your Marque account is active');
  });

  it('is 404 for an unknown user, 403 for a non-admin', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    const missing = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe('User not found');
    const common = await handler(operationEvent(activateUser, { params, claims: developerClaims }));
    expect(common.statusCode).toBe(403);
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('unlockUser', () => {
  it('unlocks the account and clears the failed attempts', async () => {
    ddb.on(GetCommand).resolves({
      Item: { ...key, ...testUser({ accountStatus: 'locked', failedAttempts: 3 }) },
    });
    ddb.on(UpdateCommand).resolves({ Attributes: { ...key, ...testUser() } });
    const result = await handler(operationEvent(unlockUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(input?.ExpressionAttributeNames ?? {})).toEqual([
      'accountStatus',
      'failedAttempts',
    ]);
    expect(input?.ExpressionAttributeValues).toMatchObject({ ':f0': 'active', ':f1': 0 });
  });

  it('is 404 for an unknown user, 403 for a non-admin', async () => {
    ddb.on(GetCommand).resolves({});
    expect(
      (await handler(operationEvent(unlockUser, { params, claims: adminClaims }))).statusCode,
    ).toBe(404);
    expect(
      (await handler(operationEvent(unlockUser, { params, claims: developerClaims }))).statusCode,
    ).toBe(403);
  });
});
