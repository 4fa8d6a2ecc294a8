import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CategorySummary } from '../../shared/api/catalogue-operations';
import type { ServiceItem } from './service-item';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { aliasKey, apiIdKey, categoryKey, serviceKey, servicePk } from './catalogue-keys';

type Item = Record<string, unknown>;

const table = () => tableName('catalogue');

async function getItem(key: { pk: string; sk: string }): Promise<Item | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: key }));
  return out.Item;
}

async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

function withoutKeys<T>(item: Item): T {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
}

/** Categories come back sorted by name: it is the sort key. */
export async function listCategories(): Promise<CategorySummary[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': categoryKey('').pk },
  });
  return items.map((item) => withoutKeys<CategorySummary>(item));
}

export async function getCategory(name: string): Promise<CategorySummary | undefined> {
  const item = await getItem(categoryKey(name));
  return item && withoutKeys<CategorySummary>(item);
}

/** A category named directly, or through one of its services' or APIs' names. */
export async function resolveCategory(name: string): Promise<CategorySummary | undefined> {
  const direct = await getCategory(name);
  if (direct) return direct;
  const alias = await getItem(aliasKey(name));
  return typeof alias?.category === 'string' ? getCategory(alias.category) : undefined;
}

export async function listServices(category: string): Promise<ServiceItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': servicePk(category), ':sk': 'SERVICE#' },
  });
  return items
    .map((item) => withoutKeys<ServiceItem>(item))
    .sort((a, b) => a.apiName.localeCompare(b.apiName));
}

export async function getService(
  category: string,
  service: string,
): Promise<ServiceItem | undefined> {
  const item = await getItem(serviceKey(category, service));
  return item && withoutKeys<ServiceItem>(item);
}

export async function findByApiId(
  apiId: string,
): Promise<{ category: string; service: string } | undefined> {
  const item = await getItem(apiIdKey(apiId));
  if (typeof item?.category !== 'string' || typeof item.service !== 'string') return undefined;
  return { category: item.category, service: item.service };
}
