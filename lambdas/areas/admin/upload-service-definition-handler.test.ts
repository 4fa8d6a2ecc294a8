import { gunzipSync } from 'node:zlib';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadServiceDefinition } from '../../../shared/api/admin-catalogue-operations';
import { definitionOf, definitionText } from '../../../shared/openapi/testing/definition-fixture';
import {
  stubCatalogueTable,
  testApi,
  testServiceItem,
} from '../../catalogue/testing/catalogue-table-stub';
import { notifyServiceSubscribers } from '../../notifications/notify-service-subscribers';
import {
  adminClaims,
  bodyOf,
  operationEvent,
  testPortalOrigin,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './admin-area';
import { auditPutsOf, transactionsOf } from './testing/decision-transactions';

vi.mock('../../notifications/notify-service-subscribers', () => ({
  notifyServiceSubscribers: vi.fn(() => Promise.resolve({ notified: 1 })),
}));

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
const warranty = testServiceItem({ resources: [testApi('getCover')] });
const recall = testServiceItem({
  service: 'recall-check',
  apiName: 'Recall Check',
  resources: [testApi('checkRecall')],
});
beforeEach(() => {
  stubCatalogueTable(ddb, [warranty, recall]);
  vi.mocked(notifyServiceSubscribers).mockClear();
});

const upload = (version: string, definition: unknown) =>
  handler(
    operationEvent(uploadServiceDefinition, {
      params: { category: 'Customer', service: 'warranty', version },
      body: {
        definition: typeof definition === 'string' ? definition : definitionText(definition),
      },
      claims: adminClaims,
    }),
  );
const v2 = definitionOf('v2', {
  'GET /cover/{vin}': { operationId: 'getCoverV2' },
  'POST /claims': { operationId: 'claimRepairV2' },
});
const unpack = (value: unknown) =>
  JSON.parse(gunzipSync(value as Uint8Array).toString('utf8')) as unknown;

describe('uploadServiceDefinition', () => {
  it('adds a version: the service, the definition with its docs and one audit entry at once', async () => {
    const result = await upload('v2', v2);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      message:
        'v2 of Warranty is published. It is not on the product gateway until it is deployed.',
      added: true,
      service: { versions: ['v1', 'v2'], uploadedVersions: ['v2'], undeployedVersions: ['v2'] },
    });
    const [items = []] = transactionsOf(ddb);
    const stored = items.find((item) => item.Put?.Item?.sk === 'v2')?.Put?.Item;
    const docItem = items.find((item) => item.Put?.Item?.sk === 'v2#DOC')?.Put?.Item;
    expect(stored?.pk).toBe('DEFINITION#warranty');
    expect(unpack(stored?.definition)).toEqual(v2);
    expect(unpack(docItem?.doc)).toMatchObject({
      service: 'warranty',
      apiId: 'w1',
      version: 'v2',
      versions: ['v1', 'v2'],
      operations: [{ name: 'getCoverV2' }, { name: 'claimRepairV2' }],
    });
    expect(Object.keys(stored?.operations as object)).toEqual(['getCoverV2', 'claimRepairV2']);
    expect(auditPutsOf(items)).toEqual([
      expect.objectContaining({
        action: 'service.addVersion',
        after: {
          versions: ['v1', 'v2'],
          version: 'v2',
          operations: ['getCoverV2', 'claimRepairV2'],
        },
      }),
    ]);
    const aliases = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(aliases).toContainEqual({ pk: 'ALIAS', sk: 'claimrepairv2', category: 'Customer' });
    expect(notifyServiceSubscribers).toHaveBeenCalledWith(
      {
        kind: 'newVersion',
        category: 'Customer',
        service: 'warranty',
        apiName: 'Warranty',
        version: 'v2',
      },
      'admin@marque.local',
      // The stage's portal origin, which the subscribers' mails link to.
      testPortalOrigin,
    );
  });

  it('replaces an existing version without telling anyone', async () => {
    const v1 = definitionOf('v1', { 'GET /cover': { operationId: 'getCover' } });
    const result = await upload('v1', v1);
    expect(bodyOf(result)).toMatchObject({ message: 'v1 of Warranty is replaced.', added: false });
    expect(auditPutsOf(transactionsOf(ddb)[0] ?? [])[0]?.action).toBe('service.replaceVersion');
    expect(notifyServiceSubscribers).not.toHaveBeenCalled();
  });

  it('refuses an operationId of another service with the reason, changing nothing', async () => {
    const clash = definitionOf('v2', { 'GET /recalls': { operationId: 'checkRecall' } });
    const result = await upload('v2', clash);
    expect(result.statusCode).toBe(400);
    const message =
      'operationId checkRecall (GET /v2/recalls) is already used by recall-check v1; every operation of the catalogue needs its own operationId';
    expect(bodyOf(result)).toMatchObject({ message, fields: { definition: message } });
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('refuses YAML, a mismatched version and a definition over 300 KB', async () => {
    expect(bodyOf(await upload('v2', 'openapi: 3.0.3\n')).message).toBe(
      'YAML is not supported: Upload the definition as JSON (OpenAPI 3.x)',
    );
    expect(bodyOf(await upload('v3', v2)).message).toBe(
      'info.version is "v2" but you are uploading v3',
    );
    const huge = await upload('v2', 'x'.repeat(300 * 1024 + 1));
    expect(bodyOf(huge).message).toBe(
      'The definition is larger than 300 KB; split the service or trim its examples',
    );
    expect(bodyOf(await upload('2', v2)).message).toBe("Version must look like 'v1', 'v2', …");
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});
