import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { type Key, partitionKeys as catalogueKeys } from '../data/partition-keys';
import { tableName } from '../data/table-name';

export type { Key };

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/** Requests in flight at once: an index of 10,000 APIs is ~150,000 items. */
const concurrency = 16;

async function writeBatch(batch: WriteRequest[]): Promise<void> {
  const table = tableName('catalogue');
  let pending = batch;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept items unprocessed while writing the index');
    const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
}

/** `fn` over `inputs`, `concurrency` at a time, results in order. */
export async function mapConcurrently<T, R>(
  inputs: readonly T[],
  fn: (input: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const i = next++;
      results[i] = await fn(inputs[i]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function writeAll(requests: WriteRequest[]): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  await mapConcurrently(batches, writeBatch);
}

export const putItems = (items: Record<string, unknown>[]) =>
  writeAll(items.map((Item) => ({ PutRequest: { Item } })));

export const deleteKeys = (keys: Key[]) =>
  writeAll(keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));

/** Every key of one partition of the catalogue table (a seed-time read). */
export const partitionKeys = (pk: string): Promise<Key[]> => catalogueKeys('catalogue', pk);
