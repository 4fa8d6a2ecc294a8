import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getServiceDefinition,
  listAdminCatalogue,
  setApiStatus,
  setServicePublished,
} from '../../../shared/api/admin-catalogue-operations';
import { definitionItems } from '../../catalogue/admin/definition-store';
import {
  stubCatalogueTable,
  testApi,
  testServiceItem,
} from '../../catalogue/testing/catalogue-table-stub';
import { notifyServiceSubscribers } from '../../notifications/notify-service-subscribers';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
  testPortalOrigin,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './admin-area';
import { auditPutsOf, transactionsOf } from './testing/decision-transactions';

vi.mock('../../notifications/notify-service-subscribers', () => ({
  notifyServiceSubscribers: vi.fn(() => Promise.resolve({ notified: 2 })),
}));

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
const service = testServiceItem({
  resources: [testApi('getCover'), testApi('claimRepair')],
  uploadedVersions: ['v2'],
  versions: ['v1', 'v2'],
});
beforeEach(() => {
  stubCatalogueTable(ddb, [service]);
  vi.mocked(notifyServiceSubscribers).mockClear();
});

const params = { category: 'Customer', service: 'warranty' };
const publish = (published: boolean, claims = adminClaims) =>
  handler(operationEvent(setServicePublished, { params, body: { published }, claims }));
const status = (apiName: string, value: string, expiresOn?: string) =>
  handler(
    operationEvent(setApiStatus, {
      params: { ...params, apiName },
      body: { status: value, ...(expiresOn ? { expiresOn } : {}) },
      claims: adminClaims,
    }),
  );
const servicePut = () =>
  transactionsOf(ddb)[0]?.find((item) => String(item.Put?.Item?.sk).startsWith('SERVICE#'))?.Put
    ?.Item;

describe('listAdminCatalogue', () => {
  it('lists every service with its flag, versions, undeployed versions and APIs', async () => {
    stubCatalogueTable(ddb, [{ ...service, published: false }]);
    const result = await handler(operationEvent(listAdminCatalogue, { claims: adminClaims }));
    expect(bodyOf(result)).toMatchObject({
      categories: [
        {
          name: 'Customer',
          services: [
            {
              service: 'warranty',
              published: false,
              versions: ['v1', 'v2'],
              uploadedVersions: ['v2'],
              undeployedVersions: ['v2'],
              apis: [{ name: 'getCover' }, { name: 'claimRepair' }],
            },
          ],
        },
      ],
    });
  });

  it('answers 403 to a developer', async () => {
    const result = await handler(operationEvent(listAdminCatalogue, { claims: developerClaims }));
    expect(result.statusCode).toBe(403);
  });
});

describe('setServicePublished', () => {
  it('unpublishes: the service, the override, the category count and one audit entry at once', async () => {
    const result = await publish(false);
    expect(bodyOf(result)).toMatchObject({
      message: 'Warranty is unpublished.',
      service: { published: false },
    });
    const [items = []] = transactionsOf(ddb);
    expect(servicePut()).toMatchObject({ published: false, revision: 1 });
    expect(items.find((item) => item.Put?.Item?.pk === 'OVERRIDE')?.Put?.Item).toMatchObject({
      sk: 'Customer#warranty',
      published: false,
      updatedBy: 'admin@marque.local',
    });
    expect(items.find((item) => item.Update)?.Update?.ExpressionAttributeValues).toEqual({
      ':delta': -1,
    });
    expect(auditPutsOf(items)).toEqual([
      expect.objectContaining({
        action: 'service.unpublish',
        target: 'service:Customer/warranty',
        before: { published: true },
        after: { published: false },
      }),
    ]);
  });

  it('changes nothing and writes no audit entry when the service is already so', async () => {
    const result = await publish(true);
    expect(bodyOf(result).message).toBe('Warranty is already published.');
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('answers 409 when another admin changed the service meanwhile', async () => {
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const result = await publish(false);
    expect(result.statusCode).toBe(409);
  });
});

describe('setApiStatus', () => {
  it('sets the status with one audit entry and tells the subscribers of an expiry', async () => {
    const result = await status('claimRepair', 'tobeexpired', '2999-03-31');
    expect(bodyOf(result).message).toBe('claimRepair is now To Be Expired.');
    const apis = (servicePut()?.resources ?? []) as { name: string; apiStatus: string }[];
    expect(apis.map((api) => `${api.name}:${api.apiStatus}`)).toEqual([
      'getCover:active',
      'claimRepair:tobeexpired',
    ]);
    expect(auditPutsOf(transactionsOf(ddb)[0] ?? [])).toEqual([
      expect.objectContaining({
        action: 'api.setStatus',
        target: 'api:warranty/claimRepair',
        before: { apiStatus: 'active' },
        after: { apiStatus: 'tobeexpired', expiresOn: '2999-03-31' },
      }),
    ]);
    // claimRepair is a v1 API: its subscribers are told the day and to move to v2.
    expect(notifyServiceSubscribers).toHaveBeenCalledWith(
      {
        kind: 'apiStatus',
        category: 'Customer',
        service: 'warranty',
        apiName: 'Warranty',
        api: 'Display claimRepair',
        status: 'tobeexpired',
        expiresOn: '2999-03-31',
        moveTo: 'v2',
      },
      'admin@marque.local',
      // The stage's portal origin, which the subscribers' mails link to.
      testPortalOrigin,
    );
  });

  it('refuses To Be Expired without a day after today, changing nothing', async () => {
    const missing = await status('claimRepair', 'tobeexpired');
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toBe('Choose the day the API expires');
    const past = await status('claimRepair', 'tobeexpired', '2001-01-31');
    expect(past.statusCode).toBe(400);
    expect(bodyOf(past).message).toBe('The expiry day must be after today');
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
    expect(notifyServiceSubscribers).not.toHaveBeenCalled();
  });

  it('does not tell anyone of a status that is not an expiry', async () => {
    await status('claimRepair', 'undermaintenance');
    expect(transactionsOf(ddb)).toHaveLength(1);
    expect(notifyServiceSubscribers).not.toHaveBeenCalled();
  });

  it('still answers 200 when telling the subscribers fails', async () => {
    vi.mocked(notifyServiceSubscribers).mockRejectedValueOnce(new Error('mail down'));
    const result = await status('claimRepair', 'expired');
    expect(result.statusCode).toBe(200);
  });

  it('refuses an unknown status with the message, and an unknown API with 404', async () => {
    const bad = await status('claimRepair', 'retired');
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe(
      'Status must be one of active, undermaintenance, tobeexpired, expired',
    );
    expect((await status('noSuchApi', 'expired')).statusCode).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});

describe('getServiceDefinition', () => {
  it('hands back an uploaded definition as uploaded, with its file name', async () => {
    const text = '{ "openapi": "3.0.3" }';
    const [stored = {}] = definitionItems({
      category: 'Customer',
      service: 'warranty',
      version: 'v2',
      definition: text,
      doc: { service: 'warranty' } as never,
      resources: [],
      operations: {},
      uploadedBy: 'admin@marque.local',
      uploadedAt: '2026-11-25T10:00:00.000Z',
    });
    const { pk, sk, ...rest } = stored as { pk: string; sk: string };
    stubCatalogueTable(ddb, [service], { [`${pk}|${sk}`]: rest });
    const result = await handler(
      operationEvent(getServiceDefinition, {
        params: { ...params, version: 'v2' },
        claims: adminClaims,
      }),
    );
    expect(bodyOf(result)).toMatchObject({ fileName: 'openapi-v2.json', definition: text });
    const seeded = await handler(
      operationEvent(getServiceDefinition, {
        params: { ...params, version: 'v1' },
        claims: adminClaims,
      }),
    );
    expect(seeded.statusCode).toBe(404);
  });
});
