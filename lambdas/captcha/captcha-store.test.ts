import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { identityRules } from '../../shared/identity-rules';
import { useTestEnvironment } from '../testing/test-environment';
import {
  captchaAnswerAttribute,
  captchaKey,
  checkCaptcha,
  consumeCaptcha,
  storeCaptcha,
} from './captcha-store';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const now = new Date('2026-03-01T10:00:00Z');
const nowSeconds = now.getTime() / 1000;
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('storeCaptcha', () => {
  it('keeps the answer as drawn under captchaKey(id), with a TTL', async () => {
    ddb.on(PutCommand).resolves({});
    const id = await storeCaptcha('Ab3#kW', now);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.TableName).toBe('marque-test-challenges');
    expect(input?.Item).toEqual({
      ...captchaKey(id),
      [captchaAnswerAttribute]: 'Ab3#kW',
      checks: 0,
      expiresAt: nowSeconds + identityRules.captchaTtlSeconds,
    });
    expect(captchaKey(id)).toEqual({ pk: `CAPTCHA#${id}` });
    expect(captchaAnswerAttribute).toBe('answer');
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk)');
  });
});

describe('checkCaptcha', () => {
  const stored = (answer: string, checks = 1) => ({
    Attributes: { pk: 'CAPTCHA#c1', answer, checks },
  });

  it('accepts the right answer in any case, and counts the check', async () => {
    ddb.on(UpdateCommand).resolves(stored('Ab3#kW'));
    expect(await checkCaptcha('c1', 'AB3#KW', now)).toBe(true);
    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe('ADD checks :one');
    expect(input?.ConditionExpression).toContain('checks < :max');
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':max': identityRules.captchaChecks,
      ':now': nowSeconds,
    });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('refuses a wrong answer, a shorter or longer one, and an item without an answer', async () => {
    ddb.on(UpdateCommand).resolves(stored('Ab3#kW'));
    expect(await checkCaptcha('c1', 'Ab4#kW', now)).toBe(false);
    expect(await checkCaptcha('c1', 'Ab3#k', now)).toBe(false);
    expect(await checkCaptcha('c1', 'Ab3#kWW', now)).toBe(false);
    ddb.on(UpdateCommand).resolves({ Attributes: { pk: 'CAPTCHA#c1', checks: 1 } });
    expect(await checkCaptcha('c1', 'Ab3#kW', now)).toBe(false);
  });

  it('is false once checked 3 times, expired or unknown (the condition refuses)', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await checkCaptcha('c1', 'Ab3#kW', now)).toBe(false);
  });

  it('passes other DynamoDB failures on', async () => {
    ddb.on(UpdateCommand).rejects(new Error('throttled'));
    await expect(checkCaptcha('c1', 'Ab3#kW', now)).rejects.toThrow('throttled');
  });
});

describe('consumeCaptcha', () => {
  const old = (answer: string, expiresAt = nowSeconds + 60) => ({
    Attributes: { pk: 'CAPTCHA#c1', answer, checks: 3, expiresAt },
  });

  it('deletes the captcha and is true for the right answer', async () => {
    ddb.on(DeleteCommand).resolves(old('Ab3#kW'));
    expect(await consumeCaptcha('c1', 'ab3#kw', now)).toBe(true);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'CAPTCHA#c1' },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('deletes it just the same for a wrong answer', async () => {
    ddb.on(DeleteCommand).resolves(old('Ab3#kW'));
    expect(await consumeCaptcha('c1', 'Xb3#kW', now)).toBe(false);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('is false for an expired captcha (TTL deletion is lazy) and for an unknown one', async () => {
    ddb.on(DeleteCommand).resolves(old('Ab3#kW', nowSeconds));
    expect(await consumeCaptcha('c1', 'Ab3#kW', now)).toBe(false);
    ddb.on(DeleteCommand).resolves({});
    expect(await consumeCaptcha('c1', 'Ab3#kW', now)).toBe(false);
  });
});
