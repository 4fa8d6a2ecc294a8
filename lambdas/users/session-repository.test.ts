import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import {
  endSession,
  extendSession,
  getSession,
  isLive,
  sessionLengthSeconds,
  startSession,
} from './session-repository';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const now = new Date('2026-03-01T10:00:00Z');
const nowSeconds = now.getTime() / 1000;
const key = { pk: 'USER#dev@partner.example', sk: 'SESSION' };

describe('sessionLengthSeconds', () => {
  it('is the token validity plus the idle allowance: 60 + 13 + 2 minutes', () => {
    expect(sessionLengthSeconds).toBe(75 * 60);
  });
});

describe('isLive', () => {
  it('decides by the time, since TTL deletion is lazy', () => {
    expect(isLive(undefined, now)).toBe(false);
    expect(isLive({ startedAt: '', expiresAt: nowSeconds + 1 }, now)).toBe(true);
    expect(isLive({ startedAt: '', expiresAt: nowSeconds }, now)).toBe(false);
    expect(isLive({ startedAt: '', expiresAt: nowSeconds - 3600 }, now)).toBe(false);
  });
});

describe('sessions', () => {
  it('starts a session that expires (TTL) after sessionLengthSeconds', async () => {
    ddb.on(PutCommand).resolves({});
    await startSession('dev@partner.example', now);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      ...key,
      startedAt: now.toISOString(),
      expiresAt: nowSeconds + sessionLengthSeconds,
    });
  });

  it('reads a session back', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, startedAt: 'a', expiresAt: 5 } });
    expect(await getSession('dev@partner.example')).toEqual({ startedAt: 'a', expiresAt: 5 });
  });

  it('extends only a session that exists', async () => {
    ddb.on(UpdateCommand).resolves({});
    expect(await extendSession('dev@partner.example', now)).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':expiresAt': nowSeconds + sessionLengthSeconds },
    });
    ddb
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await extendSession('dev@partner.example', now)).toBe(false);
  });

  it('ends a session by deleting it', async () => {
    ddb.on(DeleteCommand).resolves({});
    await endSession('dev@partner.example');
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual(key);
  });
});
