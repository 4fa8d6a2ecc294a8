import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPartition } from '../../lambdas/audit/audit-entry';
import { localTableName, tables } from '../../lambdas/data/tables';
import type { ProductionRequest } from '../../shared/api/requests-production-operations';
import { requesterFromProfileMessage } from '../../shared/schemas/production-request-payload-schema';
import { cloudPortal } from '../support/cloud-portal';
import { waitForMail } from '../support/outbox';
import { signOutOfPortal } from '../support/portal-sign-in';
import { productionRequestForm } from '../support/production-request-form';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

/**
 * Production access attacked where no page stands in the way: the portal API called as a script
 * would, with a partner's own token. A production request names no one but its requester, and a
 * prod key leaves the portal only with a fresh code mailed to its owner, each time, audited.
 */
let admin: string;
let partner: SubscribedPartner;
let other: SubscribedPartner;
const who = { partner: '', other: '' };

type Revealed = { apiKeyId: string; value: string };
const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
) => portalApi<T>(method, path, token, body);

/** The partner's account e-mail, as the portal knows it. */
const emailOf = async (token: string) =>
  (await api<{ email: string }>('GET', '/users/me', token)).body.email;

/** Submits a production request for the partner's sandbox service, approved by the admin. */
async function approvedProdKey(p: SubscribedPartner): Promise<string> {
  const form = productionRequestForm(p.subscription.applicationName, p.service);
  const sent = await api<ProductionRequest>('POST', '/requests/production', p.token, form);
  expect(sent.status).toBe(200);
  const decided = await api<ProductionRequest>(
    'POST',
    `/admin/production-requests/${sent.body.uniqueId}/decision`,
    admin,
    { decision: 'approve' },
  );
  expect(decided.status).toBe(200);
  return `/applications/${p.applicationId}/subscriptions/${p.service}/prod`;
}

/** Asks for a code for a prod key and reads it from the owner's mail. */
async function mailedCode(p: SubscribedPartner, to: string, prodPath: string): Promise<string> {
  const since = new Date();
  expect((await api('POST', `${prodPath}/key-code`, p.token)).status).toBe(200);
  return waitForMail(inject('cloud').urls.outbox, to, /\b(\d{6})\b/, since);
}

/** The audit entries of reveals of one key, read from DynamoDB Local. */
async function revealsOf(apiKeyId: string): Promise<Record<string, unknown>[]> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
  );
  try {
    const out = await db.send(
      new QueryCommand({
        TableName: localTableName('prod', tables.audit),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': auditPartition(new Date()) },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).filter(
      (item) => item.action === 'prodKey.reveal' && item.target === `key:${apiKeyId}`,
    );
  } finally {
    db.destroy();
  }
}

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('bypass-prod', admin);
  other = await subscribedPartner('bypass-prod-other', admin);
  who.partner = await emailOf(partner.token);
  who.other = await emailOf(other.token);
});

afterAll(async () => {
  // One live session per user: the suites after this one sign these users in again.
  if (partner) await partner.signOut();
  if (other) await other.signOut();
  if (admin) await signOutOfPortal(cloudPortal(), admin);
});

describe('a production request names its requester, whatever the browser sends', () => {
  it("refuses a request that sends another partner's e-mail and a made-up organization, storing nothing", async () => {
    const forged = {
      ...productionRequestForm(partner.subscription.applicationName, partner.service),
      firstname: 'Someone',
      lastname: 'Else',
      email: who.other,
      contact: '9000000000',
      organization: 'Made Up Motors',
    };
    const answer = await api<{ message: string }>(
      'POST',
      '/requests/production',
      partner.token,
      forged,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(requesterFromProfileMessage);
    const mine = await api<{ items: unknown[] }>(
      'GET',
      '/requests/production?limit=10',
      partner.token,
    );
    expect(mine.body.items).toEqual([]);
  });

  it("stores the requester's own profile, as the admin sees it", async () => {
    const form = productionRequestForm(partner.subscription.applicationName, partner.service);
    const sent = await api<ProductionRequest>('POST', '/requests/production', partner.token, form);
    expect(sent.status).toBe(200);
    const seen = await api<ProductionRequest>(
      'GET',
      `/requests/production/${sent.body.uniqueId}`,
      admin,
    );
    // The profile registerPartner (test/support/accounts.ts) gives every partner.
    expect(seen.body).toMatchObject({
      requester: who.partner,
      email: who.partner,
      firstname: 'ASHA',
      lastname: 'VERMA',
      contact: '9876543210',
      organization: 'VERMA FLEET SERVICES',
    });
    const cancel = `/requests/production/${sent.body.uniqueId}/cancellation`;
    expect((await api('POST', cancel, partner.token)).status).toBe(200);
  });
});

describe('a prod key is revealed only with a fresh code mailed to its owner', () => {
  let prodPath = '';
  let otherProdPath = '';

  beforeAll(async () => {
    prodPath = await approvedProdKey(partner);
    otherProdPath = await approvedProdKey(other);
  });

  it('refuses the plain reveal of a prod key (Key Manager, application page): 403, no value', async () => {
    const plain = await api<Record<string, unknown>>('GET', `${prodPath}/key`, partner.token);
    expect(plain.status).toBe(403);
    expect(plain.body).not.toHaveProperty('value');
  });

  it("refuses another partner's code, a reused code, and no code; a fresh code shows the key, audited", async () => {
    const theirs = await mailedCode(other, who.other, otherProdPath);
    // Guesses are limited: 3 a code, and a new code at most once a minute.
    const resend = await api('POST', `${otherProdPath}/key-code`, other.token);
    expect(resend.status).toBe(429);
    const stolen = await api('POST', `${prodPath}/key`, partner.token, { code: theirs });
    expect(stolen.status).toBe(400);
    expect((await api('POST', `${prodPath}/key`, partner.token, {})).status).toBe(400);

    const code = await mailedCode(partner, who.partner, prodPath);
    const revealed = await api<Revealed>('POST', `${prodPath}/key`, partner.token, { code });
    expect(revealed.status).toBe(200);
    expect(revealed.body.value).toMatch(/\S{20,}/);
    const again = await api<{ message: string }>('POST', `${prodPath}/key`, partner.token, {
      code,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Please generate new OTP.');

    const audited = await revealsOf(revealed.body.apiKeyId);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor: who.partner });

    // The other partner's own code still opens only their own key.
    const own = await api<Revealed>('POST', `${otherProdPath}/key`, other.token, { code: theirs });
    expect(own.status).toBe(200);
    expect(own.body.apiKeyId).not.toBe(revealed.body.apiKeyId);
  });

  it("cannot ask for a code for, or reveal, another partner's prod key: 404", async () => {
    expect((await api('POST', `${otherProdPath}/key-code`, partner.token)).status).toBe(404);
    const reveal = await api('POST', `${otherProdPath}/key`, partner.token, { code: '123456' });
    expect(reveal.status).toBe(404);
  });
});
