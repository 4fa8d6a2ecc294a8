import { randomBytes } from 'node:crypto';
import { DeleteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadCatalogue } from '../../infra/catalogue/read-catalogue';
import { toCatalogueSeed } from '../../infra/catalogue/to-catalogue-seed';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { localCatalogueIds } from '../../infra/local/gateway/local-ids';
import { tables } from '../../lambdas/data/tables';
import * as adminCatalogue from '../../shared/api/admin-catalogue-operations';
import type { AuditEntryItem } from '../../shared/api/admin-accounts-operations';
import { buildPath, type Operation } from '../../shared/api/contract';
import { definitionOf, definitionText } from '../../shared/openapi/testing/definition-fixture';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

const category = 'Operations';
const service = 'warranty';
const base = `/admin/catalogue/categories/${category}/services/${service}`;
const detailPath = `/catalogue/categories/${category}/services/${service}`;
const v2 = definitionOf('v2', {
  'GET /warranty/{vin}/extension-quote': {
    operationId: 'quoteWarrantyExtensionZq',
    summary: 'Quote a warranty extension zanquette',
  },
});

let adminToken: string;
let developerToken: string;
const developer = { email: uniqueEmail('apis-dev'), password: 'Partner#2026a' };

beforeAll(async () => {
  const portal = cloudPortal();
  const admin = workerAdmin();
  adminToken = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  expect((await registerPartner(portal, developer.email, developer.password)).status).toBe(200);
  expect((await activate(portal, adminToken, developer.email)).status).toBe(200);
  developerToken = (await signInToPortal(portal, developer.email, developer.password)).idToken;
});

/** Puts the catalogue back as the seed has it: the admin items gone, then the seed run again. */
afterAll(async () => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: inject('cloud').urls.dynamodb,
    [tables.catalogue.envVar]: localTableNames('prod').catalogue,
  });
  const ddb = new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb });
  const TableName = localTableNames('prod').catalogue;
  const keys: [string, string][] = [
    ['OVERRIDE', `${category}#${service}`],
    [`DEFINITION#${service}`, 'v2'],
    [`DEFINITION#${service}`, 'v2#DOC'],
  ];
  for (const [pk, sk] of keys) {
    await ddb.send(new DeleteItemCommand({ TableName, Key: { pk: { S: pk }, sk: { S: sk } } }));
  }
  const { writeCatalogueSeed } = await import('../../lambdas/catalogue/write-catalogue-seed');
  const catalogue = loadCatalogue();
  await writeCatalogueSeed(toCatalogueSeed(catalogue, localCatalogueIds(catalogue)));
  for (const token of [adminToken, developerToken]) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);

const auditCount = async () => {
  const answer = await api<{ items: AuditEntryItem[] }>(
    'GET',
    `/admin/audit?target=${encodeURIComponent(`service:${category}/${service}`)}&limit=100`,
    adminToken,
  );
  expect(answer.status).toBe(200);
  return answer.body.items.length;
};
const apiAuditCount = async () => {
  const answer = await api<{ items: AuditEntryItem[] }>(
    'GET',
    `/admin/audit?target=${encodeURIComponent(`api:${service}/`)}&limit=100`,
    adminToken,
  );
  return answer.body.items.length;
};
const searchNames = async (term: string) => {
  const answer = await api<{ items: { name: string }[] }>('POST', '/docs/search', undefined, {
    search: term,
  });
  return answer.body.items.map((hit) => hit.name);
};
const upload = (version: string, definition: string) =>
  api('PUT', `${base}/versions/${version}/definition`, adminToken, { definition });

const operations: Operation[] = [
  adminCatalogue.listAdminCatalogue,
  adminCatalogue.setServicePublished,
  adminCatalogue.setApiStatus,
  adminCatalogue.uploadServiceDefinition,
  adminCatalogue.getServiceDefinition,
];

describe('the catalogue operations are the admins’ alone', () => {
  it.each(operations.map((op) => [op.id, op] as const))(
    '%s: 401 to a visitor, 403 to a developer',
    async (_id, op) => {
      const path = buildPath(op.path, {
        category,
        service,
        apiName: 'getWarrantyCover',
        version: 'v2',
      });
      const body = op.body ? { published: false, status: 'expired', definition: '{}' } : undefined;
      expect((await api(op.method, path, undefined, body)).status).toBe(401);
      expect((await api(op.method, path, developerToken, body)).status).toBe(403);
    },
  );
});

describe('an admin runs the catalogue', () => {
  it('refuses a bad definition with the reason, changing nothing and auditing nothing', async () => {
    const before = await auditCount();
    const clash = definitionOf('v2', { 'GET /x': { operationId: 'getWarrantyCover' } });
    const answer = await upload('v2', definitionText(clash));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'operationId getWarrantyCover (GET /v2/x) is already used by warranty v1; every operation of the catalogue needs its own operationId',
    );
    expect((await api('GET', detailPath)).body.service).toMatchObject({ versions: ['v1'] });
    expect(await auditCount()).toBe(before);
  });

  it('adds a version: the detail, the search and the docs show it at once, with one audit entry', async () => {
    const before = await auditCount();
    const text = definitionText(v2);
    const answer = await upload('v2', text);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ added: true });

    const detail = await api<{ service: Record<string, unknown>; apis: { name: string }[] }>(
      'GET',
      detailPath,
    );
    expect(detail.body.service).toMatchObject({
      versions: ['v1', 'v2'],
      undeployedVersions: ['v2'],
    });
    expect(detail.body.apis.map((a) => a.name)).toContain('quoteWarrantyExtensionZq');
    expect(await searchNames('zanquette')).toEqual(['quoteWarrantyExtensionZq']);

    const overlay = await api('GET', '/catalogue/docs-overlay');
    expect(overlay.body.operations).toMatchObject({
      quoteWarrantyExtensionZq: {
        service,
        version: 'v2',
        path: '/v2/warranty/{vin}/extension-quote',
      },
    });
    const doc = await api('GET', `/catalogue/docs/${service}/v2`);
    expect(doc.body).toMatchObject({
      version: 'v2',
      operations: [{ name: 'quoteWarrantyExtensionZq' }],
    });

    const download = await api('GET', `${base}/versions/v2/definition`, adminToken);
    expect(download.body).toMatchObject({ fileName: 'openapi-v2.json', definition: text });
    expect(await auditCount()).toBe(before + 1);
  });

  it('replaces the version with a large definition (about 200 KB that does not compress)', async () => {
    const noise = randomBytes(150 * 1024).toString('base64');
    const large = definitionOf('v2', {
      'GET /warranty/{vin}/extension-quote': {
        operationId: 'quoteWarrantyExtensionZq',
        summary: 'Quote a warranty extension zanquette',
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { example: { noise } } },
          },
        },
      },
    });
    const text = definitionText(large);
    expect(text.length).toBeGreaterThan(200 * 1024);
    const answer = await upload('v2', text);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ added: false });
    const download = await api('GET', `${base}/versions/v2/definition`, adminToken);
    expect(download.body.definition).toBe(text);
  });

  it("sets an API's status: the detail shows it, with one audit entry", async () => {
    const before = await apiAuditCount();
    const answer = await api('PUT', `${base}/apis/getWarrantyCover/status`, adminToken, {
      status: 'tobeexpired',
      expiresOn: '2999-12-31',
    });
    expect(answer.status).toBe(200);
    const detail = await api<{ apis: { name: string; apiStatus: string }[] }>('GET', detailPath);
    expect(detail.body.apis.find((a) => a.name === 'getWarrantyCover')?.apiStatus).toBe(
      'tobeexpired',
    );
    expect(await apiAuditCount()).toBe(before + 1);
  });

  it('unpublishes: gone from the catalogue, the search and the docs; publishes again', async () => {
    const before = await auditCount();
    const answer = await api('PUT', `${base}/published`, adminToken, { published: false });
    expect(answer.status).toBe(200);
    const listed = await api<{ items: { service: string }[] }>(
      'GET',
      `/catalogue/categories/${category}/services`,
    );
    expect(listed.body.items.map((s) => s.service)).not.toContain(service);
    expect((await api('GET', detailPath)).status).toBe(404);
    expect(await searchNames('zanquette')).toEqual([]);
    expect((await api('GET', '/catalogue/docs-overlay')).body.unpublished).toContain(service);
    const admin = await api<{
      categories: { services: { service: string; published: boolean }[] }[];
    }>('GET', '/admin/catalogue/services', adminToken);
    const row = admin.body.categories.flatMap((c) => c.services).find((s) => s.service === service);
    expect(row?.published).toBe(false);
    expect(await auditCount()).toBe(before + 1);

    expect((await api('PUT', `${base}/published`, adminToken, { published: true })).status).toBe(
      200,
    );
    expect((await api('GET', detailPath)).status).toBe(200);
    expect(await searchNames('zanquette')).toEqual(['quoteWarrantyExtensionZq']);
    expect(await auditCount()).toBe(before + 2);
  });
});
