import { APIGatewayClient, GetApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  requestKeyCode,
  revealKey,
  revealProdSubscriptionKey,
} from '../../../shared/api/applications-operations';
import { subscriptionKey } from '../../applications/application-keys';
import {
  applicationId,
  owner,
  subscription,
} from '../../applications/testing/subscription-fixtures';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();

const prod = subscription({ stage: 'prod', apiKeyId: 'prod-key' });
const params = (stage: 'sandbox' | 'prod') => ({ applicationId, service: prod.service, stage });
const codeKey = { pk: `USER#${owner}`, sk: 'PRODCODE#prod-key' };

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  ddb.on(GetCommand).resolves({});
  for (const record of [prod, subscription()]) {
    const key = subscriptionKey(owner, applicationId, record.service, record.stage);
    ddb.on(GetCommand, { Key: key }).resolves({ Item: { ...key, ...record } });
  }
  ddb.on(PutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  gateway.on(GetApiKeyCommand).resolves({ id: 'prod-key', value: 'prod-secret-wxyz' });
});

const plainReveal = (stage: 'sandbox' | 'prod') =>
  handler(operationEvent(revealKey, { params: params(stage), claims: developerClaims }));
const askCode = (stage: 'sandbox' | 'prod' = 'prod') =>
  handler(operationEvent(requestKeyCode, { params: params(stage), claims: developerClaims }));
const reveal = (code: string) =>
  handler(
    operationEvent(revealProdSubscriptionKey, {
      params: params('prod'),
      body: { code },
      claims: developerClaims,
    }),
  );

describe('revealing a prod subscription key', () => {
  it('refuses the plain reveal of a prod key (403), with no key read; a sandbox key is shown', async () => {
    const refused = await plainReveal('prod');
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toMatch(/code sent to your e-mail/);
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
    expect((await plainReveal('sandbox')).statusCode).toBe(200);
  });

  it('mails a code bound to the key, and reveals the key with it in one audited write', async () => {
    expect((await askCode()).statusCode).toBe(200);
    const text =
      ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
    const code = /\b(\d{6})\b/.exec(String(text))?.[1] ?? '';
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject(codeKey);
    ddb.on(GetCommand, { Key: codeKey }).resolves({ Item: item });
    const result = await reveal(code);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ apiKeyId: 'prod-key', value: 'prod-secret-wxyz' });
    const [used, audit] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(used?.Delete?.Key).toEqual(codeKey);
    expect(audit?.Put?.Item).toMatchObject({
      actor: owner,
      action: 'prodKey.reveal',
      target: 'key:prod-key',
    });
  });

  it("refuses a reveal with no code issued: 'Please generate new OTP.'", async () => {
    const result = await reveal('123456');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Please generate new OTP.');
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it('needs no code on other stages (409), and mails none', async () => {
    expect((await askCode('sandbox')).statusCode).toBe(409);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
