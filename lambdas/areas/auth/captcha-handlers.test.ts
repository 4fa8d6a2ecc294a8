import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCaptcha, createCaptcha } from '../../../shared/api/auth-operations';
import { handler } from './auth-area';
import { useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, operationEvent } from '../../testing/operation-requests';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('createCaptcha', () => {
  it('answers an id, an SVG and the lifetime, to visitors', async () => {
    ddb.on(PutCommand).resolves({});
    const result = await handler(operationEvent(createCaptcha));
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result);
    expect(body.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(String(body.svg)).toMatch(/^<svg/);
    expect(body.expiresInSeconds).toBe(300);
  });
});

describe('checkCaptcha', () => {
  const check = (answer: string) =>
    handler(
      operationEvent(checkCaptcha, { params: { captchaId: 'captcha-0001' }, body: { answer } }),
    );

  it('says whether the answer is right', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { answer: 'Ab3#kW', checks: 1 },
    });
    expect(bodyOf(await check('ab3#kw'))).toEqual({ valid: true });
    expect(bodyOf(await check('Ab4#kW'))).toEqual({ valid: false });
  });

  it('refuses an answer of the wrong shape without a check', async () => {
    const result = await check('abcdef');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Wrong captcha! Try again.');
    expect(ddb.calls()).toHaveLength(0);
  });
});
