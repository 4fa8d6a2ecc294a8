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
import { identityRules } from '../../shared/identity-rules';
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
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

describe('sessionLengthSeconds', () => {
  it('is the idle limit plus one activity interval: 13 + 2 + 1 minutes', () => {
    expect(identityRules.sessionActivityIntervalMs).toBe(60_000);
    expect(sessionLengthSeconds).toBe(16 * 60);
  });
});

describe('isLive', () => {
  it('decides by the time, since TTL deletion is lazy', () => {
    const session = (expiresAt: number) => ({ startedAt: '', lastActiveAt: '', expiresAt });
    expect(isLive(undefined, now)).toBe(false);
    expect(isLive(session(nowSeconds + 1), now)).toBe(true);
    expect(isLive(session(nowSeconds), now)).toBe(false);
    expect(isLive(session(nowSeconds - 3600), now)).toBe(false);
  });
});

describe('sessions', () => {
  it('starts a session that expires (TTL) sessionLengthSeconds after it, if none is live', async () => {
    ddb.on(PutCommand).resolves({});
    expect(await startSession('dev@partner.example', now)).toBeDefined();
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.Item).toEqual({
      ...key,
      startedAt: now.toISOString(),
      lastActiveAt: now.toISOString(),
      expiresAt: nowSeconds + sessionLengthSeconds,
    });
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk) OR expiresAt <= :now');
    expect(input?.ExpressionAttributeValues).toEqual({ ':now': nowSeconds });
  });

  it('starts none while another is live', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    expect(await startSession('dev@partner.example', now)).toBeUndefined();
  });

  it('reads a session back (a record from before lastActiveAt reads its start)', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, startedAt: 'a', expiresAt: 5 } });
    expect(await getSession('dev@partner.example')).toEqual({
      startedAt: 'a',
      lastActiveAt: 'a',
      expiresAt: 5,
    });
  });

  it('extends only a live session, answering its new expiry', async () => {
    ddb.on(UpdateCommand).resolves({});
    expect(await extendSession('dev@partner.example', now)).toBe(nowSeconds + sessionLengthSeconds);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeValues: {
        ':expiresAt': nowSeconds + sessionLengthSeconds,
        ':lastActiveAt': now.toISOString(),
        ':now': nowSeconds,
      },
    });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await extendSession('dev@partner.example', now)).toBeUndefined();
  });

  it('ends a session by deleting it', async () => {
    ddb.on(DeleteCommand).resolves({});
    await endSession('dev@partner.example');
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual(key);
  });
});
