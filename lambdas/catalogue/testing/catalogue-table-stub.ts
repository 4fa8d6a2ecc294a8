import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { ApiResource } from '../../../shared/domain/catalogue';
import type { ServiceItem } from '../service-item';

export const testApi = (name: string, version = 'v1', apiStatus = 'active'): ApiResource => ({
  name,
  displayName: `Display ${name}`,
  description: `Description of ${name}.`,
  method: 'GET',
  path: `/${version}/${name.toLowerCase()}`,
  version,
  apiStatus,
  response: { '200': 'OK' },
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
});

export function testServiceItem(overrides: Partial<ServiceItem> = {}): ServiceItem {
  return {
    service: 'warranty',
    apiId: 'w1',
    apiName: 'Warranty',
    description: 'Warranty cover.',
    category: 'Customer',
    customPath: '/warranty',
    disableAuth: false,
    usagePlans: [],
    versions: ['v1'],
    deployedVersions: ['v1'],
    resources: [testApi('getCover')],
    ...overrides,
  };
}

/**
 * Answers a mocked document client as a catalogue table holding one category with these
 * services (and whatever `extra` items by key), and accepts every write.
 */
export function stubCatalogueTable(
  ddb: AwsClientStub<DynamoDBDocumentClient>,
  services: ServiceItem[],
  extra: Record<string, Record<string, unknown>> = {},
): void {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: [...new Set(services.map((s) => s.category))].map((name) => ({
      pk: 'CATEGORY',
      sk: name,
      name,
    })),
  });
  for (const category of new Set(services.map((s) => s.category))) {
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': `CATEGORY#${category}`, ':sk': 'SERVICE#' },
      })
      .resolves({ Items: services.filter((s) => s.category === category) });
  }
  for (const service of services) {
    ddb
      .on(GetCommand, {
        Key: { pk: `CATEGORY#${service.category}`, sk: `SERVICE#${service.service}` },
      })
      .resolves({ Item: { ...service } });
  }
  for (const [key, item] of Object.entries(extra)) {
    const [pk, sk] = key.split('|');
    ddb.on(GetCommand, { Key: { pk, sk } }).resolves({ Item: { pk, sk, ...item } });
  }
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
}
