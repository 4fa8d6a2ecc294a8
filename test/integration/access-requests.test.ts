import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPartition } from '../../lambdas/audit/audit-entry';
import { localTableName, tables } from '../../lambdas/data/tables';
import type { AccessRequestRow } from '../../shared/api/requests-operations';
import { messages } from '../../shared/messages';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

interface Page {
  items: AccessRequestRow[];
  nextCursor?: string;
}

const password = 'Partner#2026a';
const partner = uniqueEmail('access-req');
// Registration asks for OCR and Sales; Customer is asked for here.
const category = 'Customer';
const tokens = { admin: '', partner: '' };
const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);
const decide = (token: string | undefined, decision: string, who = partner) =>
  api('POST', '/admin/access-requests/decision', token, { email: who, category, decision });

/** The audit entries about this partner's Customer request, read from DynamoDB Local. */
async function auditEntries(): Promise<Record<string, unknown>[]> {
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
    return (out.Items ?? []).filter((item) => item.target === `access:${partner}:${category}`);
  } finally {
    db.destroy();
  }
}

/** Every Pending page until this partner's request is found (other suites add theirs). */
async function findPending(token: string): Promise<AccessRequestRow | undefined> {
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({ status: 'Pending', limit: '30' });
    if (cursor) query.set('cursor', cursor);
    const answer = await api<Page>('GET', `/admin/access-requests?${query}`, token);
    expect(answer.status).toBe(200);
    const found = answer.body.items.find(
      (row) => row.email === partner && row.category === category,
    );
    if (found || !answer.body.nextCursor) return found;
    cursor = answer.body.nextCursor;
  }
  return undefined;
}

async function subscribe(applicationName: string) {
  const services = await api<{ items: { service: string }[] }>(
    'GET',
    `/catalogue/categories/${category}/services`,
    tokens.partner,
  );
  const service = services.body.items[0]?.service;
  return api('POST', '/applications/subscriptions', tokens.partner, {
    applicationName,
    usagePlan: 'Basic',
    category,
    service,
  });
}

beforeAll(async () => {
  const portal = cloudPortal();
  const admin = workerAdmin();
  tokens.admin = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  expect((await registerPartner(portal, partner, password)).status).toBe(200);
  expect((await activate(portal, tokens.admin, partner)).status).toBe(200);
  tokens.partner = (await signInToPortal(portal, partner, password)).idToken;
});

afterAll(async () => {
  for (const token of Object.values(tokens)) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

describe('the admin operations of the requests area, checked by the server', () => {
  it.each([
    ['GET', '/admin/access-requests', undefined],
    ['POST', '/admin/access-requests/decision', { email: partner, category, decision: 'approve' }],
  ] as const)('%s %s is 401 to a visitor and 403 to a developer', async (method, path, body) => {
    expect((await api(method, path, undefined, body)).status).toBe(401);
    expect((await api(method, path, tokens.partner, body)).status).toBe(403);
  });
});

describe('a category access request, from asking to approval', () => {
  const applicationName = `access-${Date.now().toString(36)}`;

  it("lists registration's Pending requests in the admin's queue", async () => {
    const query = new URLSearchParams({ status: 'Pending', limit: '30' });
    let found = false;
    let cursor: string | undefined;
    do {
      if (cursor) query.set('cursor', cursor);
      const page = await api<Page>('GET', `/admin/access-requests?${query}`, tokens.admin);
      found ||= page.body.items.some((row) => row.email === partner && row.category === 'OCR');
      cursor = page.body.nextCursor;
    } while (!found && cursor);
    expect(found).toBe(true);
  });

  it('refuses the subscription before the request is approved', async () => {
    const created = await api('POST', '/applications', tokens.partner, {
      applicationName,
      applicationDescription: 'Access request test',
    });
    expect(created.status).toBe(200);
    expect((await subscribe(applicationName)).status).toBe(403);
  });

  it('takes the request once: a second one is 409, Request is in pending state', async () => {
    const first = await api('POST', '/requests/category-access', tokens.partner, { category });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: messages.accessRequestSent,
      category,
      requestStatus: 'Pending',
    });
    const again = await api('POST', '/requests/category-access', tokens.partner, { category });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.accessRequestPending);
  });

  it('shows the request to the admin, newest first among the Pending ones', async () => {
    const row = await findPending(tokens.admin);
    expect(row).toMatchObject({ email: partner, category, requestStatus: 'Pending' });
  });

  it('approves it with exactly one audit entry; then the developer may subscribe', async () => {
    const approved = await decide(tokens.admin, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ email: partner, category, requestStatus: 'Approved' });

    const access = await api<{ items: { category: string; requestStatus: string }[] }>(
      'GET',
      '/users/me/category-access',
      tokens.partner,
    );
    expect(access.body.items).toContainEqual({ category, requestStatus: 'Approved' });
    expect((await subscribe(applicationName)).status).toBe(200);

    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: workerAdmin().email,
      action: 'access.approve',
      before: { requestStatus: 'Pending' },
      after: { requestStatus: 'Approved' },
    });
    expect(await findPending(tokens.admin)).toBeUndefined();
  });

  it('answers a second decision 409 and writes no second entry', async () => {
    const again = await decide(tokens.admin, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This access request is no longer pending: it is Approved');
    expect((await decide(tokens.admin, 'reject')).status).toBe(409);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('e-mailed the requester the approval', async () => {
    const mails = await messagesTo(inject('cloud').urls.outbox, partner);
    expect(mails.map((mail) => mail.subject)).toContain('Your access to Customer APIs is approved');
  });
});
