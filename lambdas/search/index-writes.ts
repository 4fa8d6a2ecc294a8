import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';

export type Key = { pk: string; sk: string };
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

/** Every key of one partition (a seed-time read, never on a request path). */
export async function partitionKeys(pk: string): Promise<Key[]> {
  const keys: Key[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('catalogue'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    keys.push(...((out.Items ?? []) as Key[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return keys;
}
