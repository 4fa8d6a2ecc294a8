import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCaptcha, createCaptcha } from '../../../shared/api/auth-operations';
import type { Operation } from '../../../shared/api/contract';
import { proxyEvent } from '../../../lambdas/testing/proxy-events';
import { mailCaptchaAnswers } from './captcha-answers';
import { OutboxStore } from './outbox-store';

const ddb = mockClient(DynamoDBDocumentClient);
let outbox: OutboxStore;

beforeEach(() => {
  ddb.reset();
  outbox = new OutboxStore();
});

const hook = () =>
  mailCaptchaAnswers({
    dynamo: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    challengesTable: 'marque-prod-challenges',
    outbox: { send: (message) => outbox.add(message) },
  });

const issued = (captchaId: string, statusCode = 200): APIGatewayProxyResult => ({
  statusCode,
  body: JSON.stringify({ captchaId, svg: '<svg/>', expiresInSeconds: 300 }),
});

const after = (operation: Operation, result: APIGatewayProxyResult) =>
  hook()({ operation, event: proxyEvent(), result });

describe('mailCaptchaAnswers', () => {
  it("mails a new captcha's answer, read from the challenges table, to captcha@localhost", async () => {
    ddb.on(GetCommand).resolves({ Item: { pk: 'CAPTCHA#c-1', answer: 'Ab3#kW' } });
    await after(createCaptcha, issued('c-1'));
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'marque-prod-challenges',
      Key: { pk: 'CAPTCHA#c-1' },
    });
    expect(outbox.list('captcha@localhost')).toMatchObject([
      { subject: 'Captcha c-1', text: 'Ab3#kW' },
    ]);
  });

  it('lets every other answer pass: other operations, refused calls', async () => {
    await after(checkCaptcha, issued('c-2'));
    await after(createCaptcha, issued('c-3', 500));
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(outbox.list()).toEqual([]);
  });

  it('fails, naming the captcha, when the table holds no answer', async () => {
    ddb.on(GetCommand).resolves({});
    await expect(after(createCaptcha, issued('c-4'))).rejects.toThrow(/c-4 has no 'answer'/);
    expect(outbox.list()).toEqual([]);
  });
});
