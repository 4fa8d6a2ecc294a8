import { APIGatewayClient, GetApiKeysCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPartition } from '../../lambdas/audit/audit-entry';
import { localTableName, tables } from '../../lambdas/data/tables';
import type {
  ProductionRequest,
  ProductionRequestBody,
} from '../../shared/api/requests-production-operations';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

const tokens = { admin: '' };
let partner: SubscribedPartner;
let other: SubscribedPartner;
let gateway: APIGatewayClient;
let request: ProductionRequest;
const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => portalApi<T>(method, path, token as string, body);

function form(p: SubscribedPartner): ProductionRequestBody {
  return {
    department: 'Connected Vehicle',
    project: 'Remote Services',
    applicationName: p.subscription.applicationName,
    apiUsage: {
      [p.service]: {
        plan: 'Standard',
        resources: [],
        purposeOfUtilization: 'Fleet dashboard for dealers',
        apiRateLimit: '100',
        category: 'General',
      },
    },
    applicationDL: 'fleet-team@partner.example',
  };
}

/** The audit entries about one production request, read from DynamoDB Local. */
async function auditEntries(uniqueId: string): Promise<Record<string, unknown>[]> {
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
    return (out.Items ?? []).filter((item) => item.target === `production:${uniqueId}`);
  } finally {
    db.destroy();
  }
}

/** The prod keys the local control plane holds for the partner's application and service. */
async function prodKeys(): Promise<string[]> {
  const out = await gateway.send(
    new GetApiKeysCommand({ nameQuery: `${partner.applicationId}.${partner.service}.prod` }),
  );
  return (out.items ?? []).map((key) => key.id ?? '');
}

/** The service's GET API on a stage, called with a key. */
async function callProd(key: string): Promise<Response> {
  const services = await api<{ items: { service: string; apiId: string }[] }>(
    'GET',
    '/catalogue/categories/General/services',
    partner.token,
  );
  const apiId = services.body.items.find((s) => s.service === partner.service)?.apiId;
  const detail = await api<{ apis: { method: string; path: string }[] }>(
    'GET',
    `/catalogue/categories/General/services/${partner.service}`,
    partner.token,
  );
  const path = detail.body.apis
    .find((a) => a.method === 'GET')
    ?.path.replace(/\{[^}]+\}/g, 'TEST1234');
  return fetch(`${inject('cloud').urls.productApis}/${apiId}/prod${path}`, {
    headers: { 'x-api-key': key },
  });
}

beforeAll(async () => {
  tokens.admin = await adminToken();
  partner = await subscribedPartner('prod-req', tokens.admin);
  other = await subscribedPartner('prod-other', tokens.admin);
  gateway = new APIGatewayClient({
    endpoint: inject('cloud').urls.controlPlane,
    region: 'us-east-1',
    maxAttempts: 1,
  });
});

afterAll(async () => {
  // One live session per user: the suites after this one sign these users in again.
  if (partner) await partner.signOut();
  if (other) await other.signOut();
  if (tokens.admin) await signOutOfPortal(cloudPortal(), tokens.admin);
});

describe('the admin operations of production requests, checked by the server', () => {
  it.each([
    ['GET', '/admin/production-requests', undefined],
    [
      'POST',
      '/admin/production-requests/019a1b2c-3d4e-7f00-8a00-0123456789ab/decision',
      { decision: 'approve' },
    ],
  ] as const)('%s %s is 401 to a visitor and 403 to a developer', async (method, path, body) => {
    expect((await api(method, path, undefined, body)).status).toBe(401);
    expect((await api(method, path, partner.token, body)).status).toBe(403);
  });
});

describe('a production request, from the form to the revealed prod key', () => {
  it('is stored Pending for the caller', async () => {
    const answer = await api<ProductionRequest>(
      'POST',
      '/requests/production',
      partner.token,
      form(partner),
    );
    expect(answer.status).toBe(200);
    request = answer.body;
    expect(request).toMatchObject({ status: 'Pending', firstname: 'ASHA', editable: true });
    const mine = await api<{ items: { uniqueId: string }[] }>(
      'GET',
      '/requests/production?limit=10',
      partner.token,
    );
    expect(mine.body.items[0]?.uniqueId).toBe(request.uniqueId);
  });

  it("cannot be read or changed by another developer, nor asked for with another's application", async () => {
    const path = `/requests/production/${request.uniqueId}`;
    expect((await api('GET', path, other.token)).status).toBe(404);
    expect((await api('PUT', path, other.token, form(other))).status).toBe(404);
    expect((await api('POST', `${path}/cancellation`, other.token)).status).toBe(404);
    expect((await api('POST', `${path}/key-code`, other.token)).status).toBe(404);
    const foreign = await api('POST', '/requests/production', other.token, form(partner));
    expect(foreign.status).toBe(404);
    expect((await api<ProductionRequest>('GET', path, partner.token)).body.status).toBe('Pending');
  });

  it('two admins approving at once: one wins, exactly one prod key and one audit entry', async () => {
    const path = `/admin/production-requests/${request.uniqueId}/decision`;
    const answers = await Promise.all([
      api('POST', path, tokens.admin, { decision: 'approve' }),
      api('POST', path, tokens.admin, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await prodKeys()).toHaveLength(1);
    expect(await auditEntries(request.uniqueId)).toHaveLength(1);
    const detail = await api<ProductionRequest>(
      'GET',
      `/requests/production/${request.uniqueId}`,
      partner.token,
    );
    expect(detail.body).toMatchObject({ status: 'Approved', editable: false });
    expect(detail.body.prodKey?.apiKeyId).toBe((await prodKeys())[0]);
  });

  it('a refused change writes no audit entry', async () => {
    const path = `/admin/production-requests/${request.uniqueId}/decision`;
    expect((await api('POST', path, tokens.admin, { decision: 'reject' })).status).toBe(409);
    const cancel = `/requests/production/${request.uniqueId}/cancellation`;
    expect((await api('POST', cancel, partner.token)).status).toBe(409);
    expect(await auditEntries(request.uniqueId)).toHaveLength(1);
  });

  it('reveals the prod key only with the mailed code, once; the key calls the prod stage', async () => {
    const base = `/requests/production/${request.uniqueId}`;
    expect((await api('POST', `${base}/key`, partner.token, { code: '000000' })).status).toBe(400);
    const since = new Date();
    expect((await api('POST', `${base}/key-code`, partner.token)).status).toBe(200);
    const mails = (await messagesTo(inject('cloud').urls.outbox, request.requester)).filter(
      (m) => new Date(m.sentAt) >= since,
    );
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const revealed = await api<{ apiKeyId: string; value: string }>(
      'POST',
      `${base}/key`,
      partner.token,
      { code },
    );
    expect(revealed.status).toBe(200);
    expect(revealed.body.apiKeyId).toBe((await prodKeys())[0]);
    expect((await callProd(revealed.body.value)).status).toBeLessThan(300);
    expect((await callProd(partner.key)).status).toBe(403);
    expect((await api('POST', `${base}/key`, partner.token, { code })).status).toBe(400);
  });
});
