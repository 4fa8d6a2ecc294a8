import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Service } from '../../shared/domain/catalogue';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { hitItems } from './hit-items';
import { deleteKeys, putItems } from './index-writes';
import { generationKey, pointerKey } from './search-keys';
import { serviceHits } from './search-hits';

/**
 * Brings one service's hits in the current generation of the index up to date after an admin
 * changed it: puts its hits as they are now and deletes those it no longer has (`after`
 * undefined: unpublished, none), and adds any new hit partition to the generation's record so
 * the next re-seed deletes it with the generation. A few dozen items, not a rebuild.
 */
export async function updateServiceHits(
  category: string,
  before: Service | undefined,
  after: Service | undefined,
): Promise<{ put: number; deleted: number }> {
  const table = tableName('catalogue');
  const pointer = await dynamo().send(new GetCommand({ TableName: table, Key: pointerKey }));
  const generation = pointer.Item?.generation as string | undefined;
  if (!generation) return { put: 0, deleted: 0 };
  const items = (service: Service | undefined) =>
    service ? serviceHits(category, service).flatMap((hit) => hitItems(hit, generation)) : [];
  const wanted = items(after);
  const wantedKeys = new Set(wanted.map((item) => `${item.pk}|${item.sk}`));
  const gone = items(before).filter((item) => !wantedKeys.has(`${item.pk}|${item.sk}`));

  const record = await dynamo().send(
    new GetCommand({ TableName: table, Key: generationKey(generation) }),
  );
  const known = new Set((record.Item?.partitions ?? []) as string[]);
  const added = [...new Set(wanted.map((item) => item.pk))].filter((pk) => !known.has(pk));
  if (added.length > 0) {
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: generationKey(generation),
        UpdateExpression: 'SET #p = list_append(if_not_exists(#p, :none), :added)',
        ExpressionAttributeNames: { '#p': 'partitions' },
        ExpressionAttributeValues: { ':none': [], ':added': added },
      }),
    );
  }
  await putItems(wanted as unknown as Record<string, unknown>[]);
  await deleteKeys(gone.map(({ pk, sk }) => ({ pk, sk })));
  return { put: wanted.length, deleted: gone.length };
}
