import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import {
  attemptsWithoutAccount,
  countAttemptWithoutAccount,
  forgetAttemptsAfterSeconds,
  takeBackAttemptWithoutAccount,
} from './attempts-without-account';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const key = { pk: 'USER#nobody@partner.example', sk: 'ATTEMPTS' };
const now = new Date('2026-03-01T10:00:00Z');
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

describe('attempts on an e-mail without an account', () => {
  it('are counted under ATTEMPTS until the lock, and forgotten (TTL) after 30 days', async () => {
    ddb.on(UpdateCommand).resolves({});
    expect(await countAttemptWithoutAccount('Nobody@Partner.example', now)).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD failedAttempts :one SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(failedAttempts) OR failedAttempts < :max',
      ExpressionAttributeValues: {
        ':max': 3,
        ':expiresAt': now.getTime() / 1000 + forgetAttemptsAfterSeconds,
      },
    });
    expect(forgetAttemptsAfterSeconds).toBe(30 * 86_400);
  });

  it('say locked (false) once three were counted', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await countAttemptWithoutAccount('nobody@partner.example', now)).toBe(false);
  });

  it('are read back, 0 when none', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...key, failedAttempts: 2 } });
    expect(await attemptsWithoutAccount('nobody@partner.example')).toBe(2);
    ddb.on(GetCommand).resolves({});
    expect(await attemptsWithoutAccount('nobody@partner.example')).toBe(0);
  });

  it('are taken back one at a time, never below zero', async () => {
    ddb.on(UpdateCommand).resolves({});
    await takeBackAttemptWithoutAccount('nobody@partner.example');
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD failedAttempts :minusOne',
      ConditionExpression: 'failedAttempts > :zero',
    });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(takeBackAttemptWithoutAccount('nobody@partner.example')).resolves.toBeUndefined();
  });
});
