import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';

type Answer = { message: string; alreadySubscribed?: boolean };
const subscribe = (email: unknown, path = '/content/stay-tuned') =>
  callPortalApi<Answer>(cloudPortal(), 'POST', path, undefined, { email });

/** What the content table holds for an address (one Query on the subscribers' partition). */
async function storedFor(address: string) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('cloud').urls.dynamodb,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const out = await db.send(
    new QueryCommand({
      TableName: localTableNames('prod').content,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': 'STAYTUNED', ':sk': address },
    }),
  );
  return out.Items ?? [];
}

describe('stay tuned (POST /content/stay-tuned, public)', () => {
  it('keeps an address once: the same address again, in any case, is answered kindly and not written again', async () => {
    const email = uniqueEmail('stay-tuned');
    const first = await subscribe(email.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: `Thank you for subscribing. We will write to ${email} about new APIs and portal news.`,
      alreadySubscribed: false,
    });
    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({ email });

    const again = await subscribe(email);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: `${email} is already subscribed. You will keep hearing from us.`,
      alreadySubscribed: true,
    });
    // Still the one record, from the first time.
    expect(await storedFor(email)).toEqual([stored]);
  });

  it.each(['', 'fan@', 'not an e-mail', 42])(
    "refuses %j with 400 'Please enter valid email'",
    async (email) => {
      const answer = await subscribe(email);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please enter valid email');
    },
  );

  it('is a POST on /content/stay-tuned only (not on another content kind)', async () => {
    const answer = await subscribe(uniqueEmail('stay-tuned'), '/content/banner');
    expect(answer.status).toBe(400);
    expect((await callPortalApi(cloudPortal(), 'GET', '/content/stay-tuned')).status).toBe(400);
  });
});
