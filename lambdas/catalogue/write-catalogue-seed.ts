import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { dynamo } from '../clients/dynamo-client';
import { type Key, partitionKeys } from '../data/partition-keys';
import { tableName } from '../data/table-name';
import { writeSearchIndex } from '../search/write-search-index';
import { applyAdminChanges, publishedOnly } from './admin/apply-admin-changes';
import { aliasKey, apiIdKey, categoryKey, serviceKey, servicePk } from './catalogue-keys';
import { isPublished } from './service-item';

type Item = Key & Record<string, unknown>;

/** Every item the seed stands for: categories, services, aliases, api ids. */
export function catalogueItems(seed: CatalogueSeed): Item[] {
  const items = new Map<string, Item>();
  const put = (item: Item) => items.set(`${item.pk}|${item.sk}`, item);
  const alias = (name: string, category: string) => {
    const key = aliasKey(name);
    if (!items.has(`${key.pk}|${key.sk}`)) put({ ...key, category });
  };
  for (const { services, ...category } of seed.categories) {
    const serviceCount = services.filter(isPublished).length;
    put({ ...categoryKey(category.name), ...category, serviceCount });
    alias(category.name, category.name);
    for (const service of services) {
      put({ ...serviceKey(category.name, service.service), ...service, category: category.name });
      put({ ...apiIdKey(service.apiId), category: category.name, service: service.service });
      alias(service.service, category.name);
      alias(service.apiName, category.name);
      for (const resource of service.resources) {
        alias(resource.name, category.name);
        alias(resource.displayName, category.name);
      }
    }
  }
  return [...items.values()];
}

async function existingKeys(pks: string[]): Promise<Key[]> {
  const keys: Key[] = [];
  for (const pk of pks) keys.push(...(await partitionKeys('catalogue', pk)));
  return keys;
}

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8)
        throw new Error('DynamoDB kept items unprocessed while seeding the catalogue');
      const out = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName('catalogue')]: pending } }),
      );
      pending = (out.UnprocessedItems?.[tableName('catalogue')] ?? []) as WriteRequest[];
      if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

/**
 * Makes the catalogue table hold exactly the seed: puts every item and deletes the ones a
 * previous seed left (a removed service, a renamed category), then writes the API search index
 * in place of the previous one. Safe to run again. What admins changed at runtime (kept in
 * their own items, lambdas/catalogue/admin/) is applied to the services written, never undone.
 */
export async function writeCatalogueSeed(
  source: CatalogueSeed,
): Promise<{ written: number; deleted: number }> {
  const seed = await applyAdminChanges(source);
  const items = catalogueItems(seed);
  const wanted = new Set(items.map((item) => `${item.pk}|${item.sk}`));
  const pks = new Set(['CATEGORY', 'ALIAS', 'APIID']);
  for (const key of await existingKeys(['CATEGORY'])) pks.add(servicePk(key.sk));
  for (const category of seed.categories) pks.add(servicePk(category.name));
  const stale = (await existingKeys([...pks])).filter((key) => !wanted.has(`${key.pk}|${key.sk}`));
  await batchWrite([
    ...items.map((Item) => ({ PutRequest: { Item } })),
    ...stale.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })),
  ]);
  await writeSearchIndex(publishedOnly(seed));
  return { written: items.length, deleted: stale.length };
}
