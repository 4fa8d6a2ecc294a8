import {
  APIGatewayClient,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetApiKeysCommand,
} from '@aws-sdk/client-api-gateway';
import {
  CognitoIdentityProviderClient,
  DeleteUserPoolClientSecretCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { testUserPoolId, useTestEnvironment } from '../testing/test-environment';
import { applicationId, owner } from '../applications/testing/subscription-fixtures';
import { clientId } from '../applications/testing/credentials-fixtures';
import { keyTags } from '../applications/plan-keys';
import { handler } from './expired-keys-sweeper';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
const cognito = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();

const marker = (apiKeyId: string, expiresAt: string) => ({
  pk: `ROTATION#${expiresAt.slice(0, 10)}`,
  sk: `${expiresAt}#${apiKeyId}`,
  kind: 'rotation',
  apiKeyId,
  usagePlanId: 'plan-1',
  expiresAt,
  owner,
  applicationId,
  service: 'vehicle-status',
  stage: 'sandbox',
});

const secretMarker = (secretId: string, expiresAt: string) => ({
  pk: `ROTATION#${expiresAt.slice(0, 10)}`,
  sk: `${expiresAt}#${secretId}`,
  kind: 'secret-rotation',
  secretId,
  expiresAt,
  owner,
  applicationId,
  clientId,
});

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  cognito.reset();
  cognito.on(DeleteUserPoolClientSecretCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteApiKeyCommand).resolves({});
});

describe('the expired-keys sweeper', () => {
  it("reads the last 7 days' partitions up to the event's time, never a Scan", async () => {
    await handler({ time: '2026-11-25T04:15:00Z' });
    const inputs = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(inputs.map((i) => i.ExpressionAttributeValues?.[':pk'])).toEqual([
      'ROTATION#2026-11-19',
      'ROTATION#2026-11-20',
      'ROTATION#2026-11-21',
      'ROTATION#2026-11-22',
      'ROTATION#2026-11-23',
      'ROTATION#2026-11-24',
      'ROTATION#2026-11-25',
    ]);
    expect(inputs[0]?.ExpressionAttributeValues?.[':now']).toBe('2026-11-25T04:15:00.000Z#~');
  });

  it('removes an expired key from its plan, deletes it, then clears the field and the marker', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ROTATION#2026-11-25' } })
      .resolves({ Items: [marker('key-1', '2026-11-25T04:00:00.000Z')] });
    const result = await handler({ time: '2026-11-25T04:15:00Z' });
    expect(result).toEqual({ removed: ['key-1'], removedSecrets: [], removedOrphans: [] });
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: 'plan-1',
      keyId: 'key-1',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'key-1',
    });
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.UpdateExpression).toBe('REMOVE previousKey');
    expect(update?.Key).toEqual({
      pk: `USER#${owner}`,
      sk: `APP#${applicationId}#SUB#vehicle-status#sandbox`,
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'ROTATION#2026-11-25',
      sk: '2026-11-25T04:00:00.000Z#key-1',
    });
  });

  it('goes on past a key it cannot remove (kept for the next run), and keeps its marker', async () => {
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ROTATION#2026-11-25' } }).resolves({
      Items: [
        marker('key-1', '2026-11-25T01:00:00.000Z'),
        marker('key-2', '2026-11-25T02:00:00.000Z'),
      ],
    });
    gateway.on(DeleteApiKeyCommand, { apiKey: 'key-1' }).rejects(new Error('throttled'));
    const result = await handler({ time: '2026-11-25T04:15:00Z' });
    expect(result).toEqual({ removed: ['key-2'], removedSecrets: [], removedOrphans: [] });
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.sk)).toEqual([
      '2026-11-25T02:00:00.000Z#key-2',
    ]);
  });

  it('deletes an expired previous client secret, then clears the field and the marker', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ROTATION#2026-11-25' } })
      .resolves({ Items: [secretMarker('client-abc123--1', '2026-11-25T04:00:00.000Z')] });
    const result = await handler({ time: '2026-11-25T04:15:00Z' });
    expect(result).toEqual({
      removed: [],
      removedSecrets: ['client-abc123--1'],
      removedOrphans: [],
    });
    expect(cognito.commandCalls(DeleteUserPoolClientSecretCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
      ClientSecretId: 'client-abc123--1',
    });
    // A secret marker is not a key: API Gateway is left alone.
    expect(gateway.calls()).toHaveLength(0);
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update).toMatchObject({
      Key: { pk: `USER#${owner}`, sk: `APP#${applicationId}#CLIENT` },
      UpdateExpression: 'REMOVE previousSecret',
      ConditionExpression: 'previousSecret.secretId = :secret',
      ExpressionAttributeValues: { ':secret': 'client-abc123--1' },
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'ROTATION#2026-11-25',
      sk: '2026-11-25T04:00:00.000Z#client-abc123--1',
    });
  });

  it('sweeps keys and secrets of one run, going on past a secret Cognito refuses', async () => {
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ROTATION#2026-11-25' } }).resolves({
      Items: [
        secretMarker('client-abc123--1', '2026-11-25T01:00:00.000Z'),
        marker('key-1', '2026-11-25T02:00:00.000Z'),
        secretMarker('client-abc123--2', '2026-11-25T03:00:00.000Z'),
      ],
    });
    cognito
      .on(DeleteUserPoolClientSecretCommand, { ClientSecretId: 'client-abc123--1' })
      .rejects(new Error('TooManyRequestsException'));
    const result = await handler({ time: '2026-11-25T04:15:00Z' });
    expect(result).toEqual({
      removed: ['key-1'],
      removedSecrets: ['client-abc123--2'],
      removedOrphans: [],
    });
    expect(cognito.commandCalls(DeleteUserPoolClientSecretCommand)).toHaveLength(2);
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.sk)).toEqual([
      '2026-11-25T02:00:00.000Z#key-1',
      '2026-11-25T03:00:00.000Z#client-abc123--2',
    ]);
  });

  it('counts a secret already gone as removed, even if the record moved on', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ROTATION#2026-11-25' } })
      .resolves({ Items: [secretMarker('client-abc123--1', '2026-11-25T04:00:00.000Z')] });
    const gone = Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' });
    cognito.on(DeleteUserPoolClientSecretCommand).rejects(gone);
    ddb
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException' }));
    const result = await handler({ time: '2026-11-25T04:15:00Z' });
    expect(result.removedSecrets).toEqual(['client-abc123--1']);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('deletes orphan keys on the scheduled run of each hour, never in a replay', async () => {
    const tags = keyTags({
      owner,
      applicationId,
      applicationName: 'fleet',
      service: 'vehicle-status',
      stage: 'sandbox',
    });
    gateway.on(GetApiKeysCommand).resolves({
      items: [{ id: 'key-lost', tags, createdDate: new Date('2026-11-25T01:00:00Z') }],
    });
    ddb.on(GetCommand).resolves({});
    const scheduled = (time: string) => handler({ 'detail-type': 'Scheduled Event', time });
    expect((await scheduled('2026-11-25T04:15:00Z')).removedOrphans).toEqual([]);
    expect((await handler({ time: '2026-11-25T05:00:00Z' })).removedOrphans).toEqual([]);
    expect(gateway.commandCalls(GetApiKeysCommand)).toHaveLength(0);
    expect((await scheduled('2026-11-25T05:00:00Z')).removedOrphans).toEqual(['key-lost']);
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'key-lost',
    });
  });
});
