import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendSupportQuery } from '../../../shared/api/content-operations';
import { queryReferencePattern, supportMailbox } from '../../../shared/domain/support-query';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { supportQueryMessages } from '../../../shared/schemas/support-query-schema';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './content-area';
import { queryNotSent } from './send-support-query-handler';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();

const body = {
  name: 'Asha Verma',
  email: 'Asha@Partner.example',
  organization: 'Partner Motors',
  topic: 'Keys and usage plans',
  message: 'Our Standard plan key answers 429 well below 500 calls a second.',
  captcha: 'Ab3#kW',
  captchaId: 'captcha-0001',
};
const send = (overrides: Record<string, unknown> = {}) =>
  handler(operationEvent(sendSupportQuery, { body: { ...body, ...overrides } }));

beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(DeleteCommand).resolves({ Attributes: { answer: 'Ab3#kW', expiresAt: 4_000_000_000 } });
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
});

describe('sendSupportQuery', () => {
  it('keeps the query, mails it to support and answers with its reference', async () => {
    const result = await send();
    expect(result.statusCode).toBe(200);
    const { message, reference } = bodyOf(result) as { message: string; reference: string };
    expect(reference).toMatch(queryReferencePattern);
    expect(message).toContain(`Your reference is ${reference}`);

    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put).toMatchObject({
      TableName: 'marque-test-content',
      Item: {
        pk: 'SUPPORTQUERY',
        sk: reference,
        reference,
        name: 'Asha Verma',
        email: 'asha@partner.example',
        organization: 'Partner Motors',
        topic: 'Keys and usage plans',
        message: body.message,
        mailed: false,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(put?.Item).not.toHaveProperty('captcha');
    expect(put?.Item).not.toHaveProperty('expiresAt');

    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual([supportMailbox]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe(`Query ${reference}: Keys and usage plans`);
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('E-mail (reply to): asha@partner.example');
    expect(text).toContain(body.message);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'SUPPORTQUERY',
      sk: reference,
    });
  });

  it('keeps no organization when it is left empty', async () => {
    const result = await send({ organization: '' });
    expect(result.statusCode).toBe(200);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).not.toHaveProperty('organization');
    expect(
      ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data,
    ).toContain('Organization: (not given)');
  });

  it('refuses bad input with a message per field, storing and mailing nothing', async () => {
    const result = await send({
      name: '',
      email: 'nope',
      topic: 'Cars',
      message: 'x'.repeat(2001),
    });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).fields).toMatchObject({
      name: supportQueryMessages.name,
      email: supportQueryMessages.email,
      topic: supportQueryMessages.topic,
      message: supportQueryMessages.messageLength,
    });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('refuses a wrong captcha (used up) before anything is stored', async () => {
    const result = await send({ captcha: 'Zz9#zz' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).fields).toEqual({ captcha: fieldMessages.wrongCaptcha });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it("mails the stage's support address (SUPPORT_MAILBOX) and names it when the mail fails", async () => {
    vi.stubEnv('SUPPORT_MAILBOX', 'api.support@marque-motors.com');
    await send();
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['api.support@marque-motors.com']);
    ses.on(SendEmailCommand).rejects(new Error('throttled'));
    expect(bodyOf(await send()).message).toBe(queryNotSent('api.support@marque-motors.com'));
  });

  it('refuses an expired or unknown captcha', async () => {
    ddb.on(DeleteCommand).resolves({});
    const result = await send();
    expect(result.statusCode).toBe(400);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('says the query was not sent when the mail fails (kept, not marked mailed)', async () => {
    ses.on(SendEmailCommand).rejects(new Error('throttled'));
    const result = await send();
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result).message).toBe(queryNotSent(supportMailbox));
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('is POST /content/queries, its own resource beside the stay-tuned POST /content/{kind}', () => {
    expect(sendSupportQuery).toMatchObject({ method: 'POST', path: '/content/queries' });
  });
});
