import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchHit } from '../../shared/api/docs-operations';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { hitItems } from './hit-items';
import { deleteKeys, mapConcurrently, partitionKeys, putItems } from './index-writes';
import { generationKey, generationPk, newGeneration, pointerKey } from './search-keys';
import { searchHitsOf } from './search-hits';

/**
 * Writes the API search index of a catalogue as a new generation, points searches at it, then
 * deletes every other generation, so a catalogue that lost an API leaves no hit of it. The
 * generation record (written first) lists its partitions: a seed that failed half-way is
 * cleaned up by the next one.
 */
export function writeSearchIndex(seed: CatalogueSeed, now = new Date()): Promise<IndexWritten> {
  return writeSearchHits(searchHitsOf(seed), now);
}

export interface IndexWritten {
  generation: string;
  apis: number;
  items: number;
  deletedItems: number;
}

/** The index of these hits, as writeSearchIndex writes a catalogue's. */
export async function writeSearchHits(hits: SearchHit[], now = new Date()): Promise<IndexWritten> {
  const table = tableName('catalogue');
  const generation = newGeneration(now);
  const items = hits.flatMap((hit) => hitItems(hit, generation));
  const partitions = [...new Set(items.map((item) => item.pk))];
  await dynamo().send(
    new PutCommand({
      TableName: table,
      Item: { ...generationKey(generation), partitions, createdAt: now.toISOString() },
    }),
  );
  await putItems(items as unknown as Record<string, unknown>[]);
  const flipped = await pointAt(generation);
  // A newer seed flipped the pointer first: its generation stays, this one goes.
  const deletedItems = await deleteOlderGenerations(flipped ? generation : undefined);
  return { generation, apis: hits.length, items: items.length, deletedItems };
}

async function pointAt(generation: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('catalogue'),
        Item: { ...pointerKey, generation },
        ConditionExpression: 'attribute_not_exists(generation) OR generation < :generation',
        ExpressionAttributeValues: { ':generation': generation },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Deletes the generations older than `keep` (all but the newest when `keep` is not given). */
async function deleteOlderGenerations(keep: string | undefined): Promise<number> {
  const records = await partitionKeys(generationPk);
  const newest =
    keep ??
    records
      .map((record) => record.sk)
      .sort()
      .at(-1);
  let deleted = 0;
  for (const record of records) {
    if (newest === undefined || record.sk >= newest) continue;
    const out = await dynamo().send(
      new GetCommand({ TableName: tableName('catalogue'), Key: record }),
    );
    const partitions = (out.Item?.partitions ?? []) as string[];
    const keys = (await mapConcurrently(partitions, partitionKeys)).flat();
    await deleteKeys(keys);
    deleted += keys.length;
    await deleteKeys([record]);
  }
  return deleted;
}
