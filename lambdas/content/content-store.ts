import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentItem, ContentItemOf } from '../../shared/api/content-operations';
import type { ContentKind } from '../../shared/domain/content';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { contentPk, itemKey, itemSkPrefix, slugKey } from './content-keys';

const table = () => tableName('content');

/** A stored item without its keys. */
export function toContentItem(record: Record<string, unknown>): ContentItem {
  const { pk: _pk, sk: _sk, ...item } = record;
  return item as ContentItem;
}

/** Every item of one kind (one Query, paged through). */
export async function listKind<K extends ContentKind>(kind: K): Promise<ContentItemOf<K>[]> {
  const items: ContentItemOf<K>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': contentPk(kind), ':prefix': itemSkPrefix },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const record of out.Items ?? []) items.push(toContentItem(record) as ContentItemOf<K>);
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function getItem(kind: ContentKind, id: string): Promise<ContentItem | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: itemKey(kind, id), ConsistentRead: true }),
  );
  return out.Item ? toContentItem(out.Item) : undefined;
}

/** The post a slug names, if any. */
export async function getPostBySlug(slug: string): Promise<ContentItemOf<'blog'> | undefined> {
  const lock = await dynamo().send(new GetCommand({ TableName: table(), Key: slugKey(slug) }));
  const id = lock.Item?.id;
  if (typeof id !== 'string') return undefined;
  const item = await getItem('blog', id);
  return item?.kind === 'blog' ? item : undefined;
}
