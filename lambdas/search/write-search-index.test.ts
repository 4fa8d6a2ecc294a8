import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { useTestEnvironment } from '../testing/test-environment';
import { writeSearchIndex } from './write-search-index';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(PutCommand).resolves({});
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const seed: CatalogueSeed = {
  categories: [
    {
      name: 'OCR',
      description: '',
      icon: 'ocr',
      redirectLink: '',
      sdkRequired: false,
      authorizationDisabled: false,
      subscribable: true,
      requestAccess: false,
      services: [
        {
          service: 'number-plate-ocr',
          apiId: 'abc',
          apiName: 'Number Plate OCR',
          description: '',
          category: 'OCR',
          customPath: '/plate',
          disableAuth: false,
          usagePlans: [],
          versions: ['v1'],
          resources: [
            {
              name: 'readPlate',
              displayName: 'Read a number plate',
              description: 'From an image',
              method: 'POST',
              path: '/v1/plates',
              version: 'v1',
              apiStatus: 'active',
              response: {},
              authorizerType: 'apiKey',
              generateTokenButton: 'enabled',
            },
          ],
        },
      ],
    },
  ],
};

const now = new Date('2026-03-01T00:00:00Z');
const puts = () => ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
const batches = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat());

describe('writeSearchIndex', () => {
  it('writes the generation record, its hits, then points searches at it', async () => {
    const { generation, apis, items } = await writeSearchIndex(seed, now);
    expect(apis).toBe(1);
    // read, number, plate (N); image, ocr (T; 'from' is a stop word)
    expect(items).toBe(5);
    const [record, pointer] = puts();
    expect(record?.Item).toMatchObject({ pk: 'SEARCHGEN', sk: generation });
    expect(record?.Item?.partitions).toContain(`SEARCH#${generation}#N#num`);
    expect(pointer).toMatchObject({
      Item: { pk: 'SEARCH', sk: 'CURRENT', generation },
      ConditionExpression: 'attribute_not_exists(generation) OR generation < :generation',
    });
    expect(batches().map((request) => request.PutRequest?.Item?.sk)).toContain(
      'plate#number-plate-ocr#readPlate',
    );
  });

  it('deletes the hits and record of an older generation, keeps a newer one', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCHGEN' } })
      .resolves({
        Items: [
          { pk: 'SEARCHGEN', sk: '0old' },
          { pk: 'SEARCHGEN', sk: 'zzzzzzzzzz' },
        ],
      })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCH#0old#N#veh' } })
      .resolves({ Items: [{ pk: 'SEARCH#0old#N#veh', sk: 'vehicle#s#op' }] });
    ddb.on(GetCommand).resolves({ Item: { partitions: ['SEARCH#0old#N#veh'] } });
    const { deletedItems } = await writeSearchIndex(seed, now);
    expect(deletedItems).toBe(1);
    const deletes = batches().flatMap((request) => request.DeleteRequest?.Key ?? []);
    expect(deletes).toEqual([
      { pk: 'SEARCH#0old#N#veh', sk: 'vehicle#s#op' },
      { pk: 'SEARCHGEN', sk: '0old' },
    ]);
  });

  it('leaves the pointer to a newer seed and keeps only the newest generation', async () => {
    ddb
      .on(PutCommand, { Item: { pk: 'SEARCH', sk: 'CURRENT' } })
      .rejects(new ConditionalCheckFailedException({ message: 'newer', $metadata: {} }));
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SEARCHGEN' } }).resolves({
      Items: [
        { pk: 'SEARCHGEN', sk: '0mine' },
        { pk: 'SEARCHGEN', sk: 'zzzzzzzzzz' },
      ],
    });
    ddb.on(GetCommand).resolves({ Item: { partitions: [] } });
    await writeSearchIndex(seed, now);
    const deletes = batches().flatMap((request) => request.DeleteRequest?.Key ?? []);
    expect(deletes).toEqual([{ pk: 'SEARCHGEN', sk: '0mine' }]);
  });
});
