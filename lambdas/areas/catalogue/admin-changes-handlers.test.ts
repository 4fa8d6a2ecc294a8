import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import {
  getDocsOverlay,
  getServiceDetail,
  getServiceDoc,
  listCategoryServices,
} from '../../../shared/api/catalogue-operations';
import type { ServiceDoc } from '../../../shared/docs/doc-model';
import { definitionItems } from '../../catalogue/admin/definition-store';
import {
  stubCatalogueTable,
  testApi,
  testServiceItem,
} from '../../catalogue/testing/catalogue-table-stub';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './catalogue-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

const category = { name: 'Customer', description: '', icon: 'car', serviceCount: 1 };
const warranty = testServiceItem({
  versions: ['v1', 'v2'],
  deployedVersions: ['v1'],
  uploadedVersions: ['v2'],
  resources: [testApi('getCover'), testApi('getCoverV2', 'v2', 'tobeexpired')],
});
const hidden = testServiceItem({ service: 'recall-check', apiName: 'Recall', published: false });

function stub() {
  stubCatalogueTable(ddb, [warranty, hidden], { 'CATEGORY|Customer': category });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'OVERRIDE' } }).resolves({
    Items: [
      {
        category: 'Customer',
        service: 'warranty',
        statuses: { getCoverV2: 'tobeexpired' },
        uploadedVersions: ['v2'],
      },
      {
        category: 'Customer',
        service: 'recall-check',
        published: false,
        statuses: {},
        uploadedVersions: [],
      },
    ],
  });
  const doc: ServiceDoc = {
    service: 'warranty',
    apiName: 'Warranty',
    category: 'Customer',
    description: '',
    apiId: 'w1',
    version: 'v2',
    versions: ['v1', 'v2'],
    operations: [{ name: 'getCoverV2', apiStatus: 'active' } as ServiceDoc['operations'][number]],
  };
  const entry = {
    category: 'Customer',
    service: 'warranty',
    apiName: 'Warranty',
    version: 'v2',
    displayName: 'Cover',
    method: 'GET',
    path: '/v2/cover',
  };
  const [, stored] = definitionItems({
    category: 'Customer',
    service: 'warranty',
    version: 'v2',
    definition: '{}',
    doc,
    resources: [],
    operations: { getCoverV2: entry as never },
    uploadedBy: 'admin@marque.local',
    uploadedAt: '2026-11-25T10:00:00.000Z',
  });
  ddb
    .on(GetCommand, { Key: { pk: 'DEFINITION#warranty', sk: 'v2#DOC' } })
    .resolves({ Item: stored });
  ddb.on(BatchGetCommand).resolves({
    Responses: {
      'marque-test-catalogue': [
        {
          category: 'Customer',
          service: 'warranty',
          version: 'v2',
          operations: { getCoverV2: entry },
        },
      ],
    },
  });
}

describe('the public catalogue after admin changes', () => {
  it('lists only published services, with the versions not on the gateway', async () => {
    stub();
    const result = await handler(
      operationEvent(listCategoryServices, { params: { category: 'Customer' } }),
    );
    const items = bodyOf(result).items as { service: string; undeployedVersions?: string[] }[];
    expect(items.map((s) => [s.service, s.undeployedVersions])).toEqual([['warranty', ['v2']]]);
  });

  it('answers 404 for the detail of an unpublished service', async () => {
    stub();
    const result = await handler(
      operationEvent(getServiceDetail, {
        params: { category: 'Customer', service: 'recall-check' },
      }),
    );
    expect(result.statusCode).toBe(404);
  });

  it('overlays the uploaded versions, the statuses set and the unpublished services on the docs', async () => {
    stub();
    const result = await handler(operationEvent(getDocsOverlay));
    expect(bodyOf(result)).toEqual({
      operations: { getCoverV2: expect.objectContaining({ service: 'warranty', version: 'v2' }) },
      documents: [{ category: 'Customer', service: 'warranty', version: 'v2' }],
      versions: { warranty: ['v1', 'v2'] },
      unpublished: ['recall-check'],
      statuses: { getCoverV2: 'tobeexpired' },
    });
  });

  it("serves an uploaded version's doc with the statuses as they are now", async () => {
    stub();
    const result = await handler(
      operationEvent(getServiceDoc, { params: { service: 'warranty', version: 'v2' } }),
    );
    expect(bodyOf(result)).toMatchObject({
      version: 'v2',
      operations: [{ name: 'getCoverV2', apiStatus: 'tobeexpired' }],
    });
    const missing = await handler(
      operationEvent(getServiceDoc, { params: { service: 'warranty', version: 'v1' } }),
    );
    expect(missing.statusCode).toBe(404);
  });
});
