import { APIGatewayClient, GetApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  requestProdKeyCode,
  revealProdKey,
} from '../../../shared/api/requests-production-operations';
import {
  codeKey,
  requestKey,
  storedRequest,
  uniqueId,
} from '../../requests/production/testing/production-fixtures';
import { subscriptionKey } from '../../applications/application-keys';
import { prodKeyGoneMessage } from '../../requests/production/request-prod-key';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './requests-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();

const other = { sub: 'sub-other', email: 'other@partner.example', 'cognito:groups': 'common-user' };
const approved = storedRequest({
  status: 'Approved',
  prodKey: { apiKeyId: 'prod-key', keyHint: 'wxyz' },
});

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: requestKey }).resolves({ Item: { ...requestKey, ...approved } });
  prodSubscriptionKeyIs('prod-key');
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  gateway.on(GetApiKeyCommand).resolves({ id: 'prod-key', value: 'prod-secret-wxyz' });
});

const prodSubscription = subscriptionKey(
  approved.requester,
  approved.applicationId,
  approved.service,
  'prod',
);
/** The request's prod subscription as it is now, holding this key (a rotation changes it). */
function prodSubscriptionKeyIs(apiKeyId: string | undefined): void {
  ddb
    .on(GetCommand, { Key: prodSubscription })
    .resolves(
      apiKeyId ? { Item: { ...prodSubscription, ...approved, stage: 'prod', apiKeyId } } : {},
    );
}

const askCode = (claims: Record<string, string> = developerClaims) =>
  handler(operationEvent(requestProdKeyCode, { params: { uniqueId }, claims }));
const reveal = (code: string, claims: Record<string, string> = developerClaims) =>
  handler(operationEvent(revealProdKey, { params: { uniqueId }, body: { code }, claims }));

/** Asks for a code and answers the one mailed, with the stored item served back to the reveal. */
async function mailedCode(): Promise<string> {
  expect((await askCode()).statusCode).toBe(200);
  const text =
    ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
  const code = /\b(\d{6})\b/.exec(String(text))?.[1] ?? '';
  const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
  ddb.on(GetCommand, { Key: codeKey }).resolves({ Item: item });
  return code;
}

describe('requestProdKeyCode and revealProdKey', () => {
  it('mails the owner a 6-digit code, keeps only its hash, and reveals the key with it once', async () => {
    const code = await mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored).toMatchObject({ ...codeKey, triesLeft: 3 });
    const result = await reveal(code);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ apiKeyId: 'prod-key', value: 'prod-secret-wxyz' });
    const [used, audit] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(used?.Delete?.Key).toEqual(codeKey);
    expect(audit?.Put?.Item).toMatchObject({
      actor: 'dev@partner.example',
      action: 'prodKey.reveal',
      target: 'key:prod-key',
    });
  });

  it('a used code does not work again', async () => {
    const code = await mailedCode();
    expect((await reveal(code)).statusCode).toBe(200);
    ddb.on(GetCommand, { Key: codeKey }).resolves({});
    const again = await reveal(code);
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again).message).toBe('Please generate new OTP.');
  });

  it('of two reveals with one code at once, the one whose delete loses gets nothing', async () => {
    const code = await mailedCode();
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'no',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const result = await reveal(code);
    expect(result.statusCode).toBe(400);
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it("a wrong code spends a try: 'Wrong otp entered !!!', and no key", async () => {
    const code = await mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await reveal(wrong);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Wrong otp entered !!!');
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET triesLeft = triesLeft - :one',
      ExpressionAttributeValues: { ':seen': 3 },
    });
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it('the last wrong try spends the code: even the right one is refused then', async () => {
    const code = await mailedCode();
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    ddb.on(GetCommand, { Key: codeKey }).resolves({ Item: { ...item, triesLeft: 1 } });
    expect((await reveal(code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: codeKey,
      ExpressionAttributeValues: { ':seen': 1 },
    });
    ddb.on(GetCommand, { Key: codeKey }).resolves({ Item: { ...item, triesLeft: 0 } });
    expect(bodyOf(await reveal(code)).message).toBe('Please generate new OTP.');
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it('refuses a new code within 60 s of the last one (429), mailing nothing', async () => {
    ddb
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'recent', $metadata: {} }));
    const result = await askCode();
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).message).toBe('Please wait a minute before asking for a new code');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('an expired code is refused even before DynamoDB removes it', async () => {
    const code = await mailedCode();
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    ddb
      .on(GetCommand, { Key: codeKey })
      .resolves({ Item: { ...item, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    const result = await reveal(code);
    expect(bodyOf(result).message).toBe('Please generate new OTP.');
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it("is 404 for another developer's request: no code mailed, no key", async () => {
    expect((await askCode(other)).statusCode).toBe(404);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect((await reveal('123456', other)).statusCode).toBe(404);
  });

  it('is 409 for a request not approved yet', async () => {
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolves({ Item: { ...requestKey, ...storedRequest() } });
    expect((await askCode()).statusCode).toBe(409);
  });

  it("refuses a code that is not 6 digits with 'Please enter 6 digit OTP'", async () => {
    const result = await reveal('12ab');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Please enter 6 digit OTP');
  });

  it('after a rotation, the code and the reveal are for the key the subscription holds now', async () => {
    prodSubscriptionKeyIs('prod-key-2');
    gateway.on(GetApiKeyCommand).resolves({ id: 'prod-key-2', value: 'prod-secret-new1' });
    expect((await askCode()).statusCode).toBe(200);
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject({ sk: 'PRODCODE#prod-key-2' });
  });

  it('once the prod subscription is gone: 409 saying so, no code mailed', async () => {
    prodSubscriptionKeyIs(undefined);
    const result = await askCode();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(prodKeyGoneMessage);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
