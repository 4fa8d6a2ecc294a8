import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResource, Service } from '../../shared/domain/catalogue';
import { useTestEnvironment } from '../testing/test-environment';
import { updateServiceHits } from './update-service-hits';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

const api = (name: string, displayName: string, version = 'v1'): ApiResource => ({
  name,
  displayName,
  description: '',
  method: 'GET',
  path: `/${version}/x`,
  version,
  apiStatus: 'active',
  response: {},
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
});
const service = (resources: ApiResource[]): Service => ({
  service: 'warranty',
  apiId: 'w1',
  apiName: 'Warranty',
  description: '',
  category: 'Customer',
  customPath: '/w',
  disableAuth: false,
  usagePlans: [],
  versions: [...new Set(resources.map((r) => r.version))],
  resources,
});

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand, { Key: { pk: 'SEARCH', sk: 'CURRENT' } }).resolves({
    Item: { generation: 'g1' },
  });
  ddb.on(GetCommand, { Key: { pk: 'SEARCHGEN', sk: 'g1' } }).resolves({
    Item: { partitions: ['SEARCH#g1#N#cov'] },
  });
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
});

const requests = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat());
const putSks = () => requests().flatMap((r) => (r.PutRequest ? [r.PutRequest.Item?.sk] : []));
const deletedSks = () =>
  requests().flatMap((r) => (r.DeleteRequest ? [r.DeleteRequest.Key?.sk] : []));

describe('updateServiceHits', () => {
  it("puts a new version's API in the current generation and records its new partitions", async () => {
    const before = service([api('getCover', 'Cover')]);
    const after = service([api('getCover', 'Cover'), api('claimRepair', 'Claim repair', 'v2')]);
    await updateServiceHits('Customer', before, after);
    expect(putSks()).toEqual(
      expect.arrayContaining(['claim#warranty#claimRepair', 'repair#warranty#claimRepair']),
    );
    expect(deletedSks()).toEqual([]);
    const added = ddb.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues;
    expect(added?.[':added']).toEqual(
      expect.arrayContaining(['SEARCH#g1#N#cla', 'SEARCH#g1#N#rep']),
    );
  });

  it('deletes every hit of an unpublished service', async () => {
    await updateServiceHits('Customer', service([api('getCover', 'Cover')]), undefined);
    expect(putSks()).toEqual([]);
    expect(deletedSks()).toEqual(['cover#warranty#getCover', 'customer#warranty#getCover']);
  });

  it('does nothing before any index was written', async () => {
    ddb.on(GetCommand, { Key: { pk: 'SEARCH', sk: 'CURRENT' } }).resolves({});
    expect(await updateServiceHits('Customer', undefined, service([api('a', 'Aaa')]))).toEqual({
      put: 0,
      deleted: 0,
    });
  });
});
