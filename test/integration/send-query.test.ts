import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { queryReferencePattern, supportMailbox } from '../../shared/domain/support-query';
import { supportQueryMessages } from '../../shared/schemas/support-query-schema';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { solvedCaptcha } from '../support/portal-sign-in';

/** The content table of the suite's local cloud, read as support would. */
function contentTable() {
  const { urls } = inject('cloud');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return { client, name: localTableNames('prod').content };
}

async function storedQueries(): Promise<Record<string, unknown>[]> {
  const { client, name } = contentTable();
  const out = await client.send(
    new QueryCommand({
      TableName: name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'SUPPORTQUERY' },
    }),
  );
  return out.Items ?? [];
}

const send = (body: Record<string, unknown>) =>
  callPortalApi<{ message?: string; reference?: string; fields?: Record<string, string> }>(
    cloudPortal(),
    'POST',
    '/content/queries',
    undefined,
    body,
  );

const query = (marker: string) => ({
  name: 'Asha Verma',
  email: 'Asha@Partner.example',
  organization: 'Partner Motors',
  topic: 'Production access',
  message: `How long does a production access review take? (${marker})`,
});

describe('Send a query (POST /content/queries)', () => {
  it('keeps the query, mails it to API support and answers with its reference', async () => {
    const marker = `it-${Date.now()}`;
    const { captchaId, answer } = await solvedCaptcha(cloudPortal());
    const result = await send({ ...query(marker), captcha: answer, captchaId });
    expect(result.status).toBe(200);
    const reference = result.body.reference ?? '';
    expect(reference).toMatch(queryReferencePattern);
    expect(result.body.message).toContain(`Your reference is ${reference}`);

    const { client, name } = contentTable();
    const stored = await client.send(
      new GetCommand({ TableName: name, Key: { pk: 'SUPPORTQUERY', sk: reference } }),
    );
    expect(stored.Item).toMatchObject({
      reference,
      name: 'Asha Verma',
      email: 'asha@partner.example',
      organization: 'Partner Motors',
      topic: 'Production access',
      mailed: true,
    });
    expect(stored.Item).not.toHaveProperty('captcha');

    const mails = await messagesTo(cloudPortal().outboxUrl, supportMailbox);
    const mail = mails.find((message) => message.text.includes(marker));
    expect(mail?.subject).toBe(`Query ${reference}: Production access`);
    expect(mail?.text).toContain('E-mail (reply to): asha@partner.example');
  });

  it('refuses bad input field by field, storing and mailing nothing', async () => {
    const before = (await storedQueries()).length;
    const mailsBefore = (await messagesTo(cloudPortal().outboxUrl, supportMailbox)).length;
    const { captchaId, answer } = await solvedCaptcha(cloudPortal());
    const result = await send({
      ...query('bad'),
      name: '',
      email: 'nope',
      topic: 'Cars',
      message: 'x'.repeat(2001),
      captcha: answer,
      captchaId,
    });
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({
      name: supportQueryMessages.name,
      email: supportQueryMessages.email,
      topic: supportQueryMessages.topic,
      message: supportQueryMessages.messageLength,
    });
    expect(await storedQueries()).toHaveLength(before);
    expect(await messagesTo(cloudPortal().outboxUrl, supportMailbox)).toHaveLength(mailsBefore);
  });

  it('refuses a wrong captcha, and the captcha is used up', async () => {
    const before = (await storedQueries()).length;
    const { captchaId, answer } = await solvedCaptcha(cloudPortal());
    const wrong = await send({ ...query('wrong'), captcha: 'Zz9#zz', captchaId });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ captcha: 'Wrong captcha! Try again.' });
    const again = await send({ ...query('again'), captcha: answer, captchaId });
    expect(again.status).toBe(400);
    expect(await storedQueries()).toHaveLength(before);
  });
});
