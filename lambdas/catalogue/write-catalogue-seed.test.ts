import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { useTestEnvironment } from '../testing/test-environment';
import { catalogueItems, writeCatalogueSeed } from './write-catalogue-seed';

const seed: CatalogueSeed = {
  categories: [
    {
      name: 'OCR',
      description: 'Read documents',
      icon: 'ocr',
      redirectLink: '/documents?category=OCR',
      sdkRequired: false,
      authorizationDisabled: false,
      subscribable: true,
      requestAccess: true,
      services: [
        {
          service: 'number-plate-ocr',
          apiId: 'abc123',
          apiName: 'Number Plate OCR',
          description: 'Reads plates',
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
              response: { '200': 'OK' },
              authorizerType: 'apiKey',
              generateTokenButton: 'enabled',
            },
          ],
        },
      ],
    },
  ],
};

describe('catalogueItems', () => {
  const items = catalogueItems(seed);
  const find = (pk: string, sk: string) => items.find((i) => i.pk === pk && i.sk === sk);

  it('writes the category with its service count', () => {
    expect(find('CATEGORY', 'OCR')).toMatchObject({ name: 'OCR', serviceCount: 1 });
  });

  it('writes the service under its category with its APIs', () => {
    const service = find('CATEGORY#OCR', 'SERVICE#number-plate-ocr');
    expect(service).toMatchObject({ apiId: 'abc123', category: 'OCR' });
    expect((service?.resources as unknown[]).length).toBe(1);
  });

  it('lets every name of the category, its services and APIs lead to the category', () => {
    for (const name of [
      'ocr',
      'number-plate-ocr',
      'number plate ocr',
      'readplate',
      'read a number plate',
    ]) {
      expect(find('ALIAS', name)).toMatchObject({ category: 'OCR' });
    }
  });

  it('maps the product API id back to its service', () => {
    expect(find('APIID', 'abc123')).toMatchObject({ category: 'OCR', service: 'number-plate-ocr' });
  });
});

describe('writeCatalogueSeed', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  useTestEnvironment();

  it('writes the API search index with the catalogue and points searches at it', async () => {
    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchWriteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    await writeCatalogueSeed(seed);
    const written = ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
      .map((request) => request.PutRequest?.Item?.sk as string);
    expect(written).toContain('plate#number-plate-ocr#readPlate');
    const pointer = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(pointer).toContainEqual(expect.objectContaining({ pk: 'SEARCH', sk: 'CURRENT' }));
  });
});

describe('writeCatalogueSeed after admins changed the catalogue', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  useTestEnvironment();
  const plateV2 = {
    ...seed.categories[0]!.services[0]!.resources[0]!,
    name: 'readPlateV2',
    displayName: 'Read a plate, v2',
    path: '/v2/plates',
    version: 'v2',
  };

  async function reseed() {
    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'OVERRIDE' } }).resolves({
      Items: [
        {
          pk: 'OVERRIDE',
          sk: 'OCR#number-plate-ocr',
          category: 'OCR',
          service: 'number-plate-ocr',
          published: false,
          statuses: { readPlate: 'tobeexpired' },
          uploadedVersions: ['v2'],
        },
      ],
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'marque-test-catalogue': [{ version: 'v2', resources: [plateV2] }] },
    });
    ddb.on(BatchWriteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    await writeCatalogueSeed(seed);
    return ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat());
  }

  it('keeps the published flag, statuses and uploaded versions an admin set', async () => {
    const requests = await reseed();
    const puts = requests.map((request) => request.PutRequest?.Item);
    const service = puts.find((item) => item?.sk === 'SERVICE#number-plate-ocr');
    expect(service).toMatchObject({
      published: false,
      versions: ['v1', 'v2'],
      deployedVersions: ['v1'],
      uploadedVersions: ['v2'],
    });
    expect(
      (service?.resources as { name: string; apiStatus: string }[]).map((r) => [
        r.name,
        r.apiStatus,
      ]),
    ).toEqual([
      ['readPlate', 'tobeexpired'],
      ['readPlateV2', 'active'],
    ]);
    expect(puts.find((item) => item?.pk === 'CATEGORY')).toMatchObject({ serviceCount: 0 });
  });

  it('leaves the unpublished service out of the search index and deletes no admin item', async () => {
    const requests = await reseed();
    const sks = requests.map((request) => String(request.PutRequest?.Item?.sk));
    expect(sks.filter((sk) => sk.includes('number-plate-ocr#'))).toEqual([]);
    const deleted = requests.map((request) => request.DeleteRequest?.Key?.pk).filter(Boolean);
    expect(deleted.filter((pk) => /^(OVERRIDE|DEFINITION)/.test(String(pk)))).toEqual([]);
  });
});
