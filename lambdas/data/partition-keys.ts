import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import type { TableId } from './tables';
import { tableName } from './table-name';

export type Key = { pk: string; sk: string };

/** Every key of one partition, pages followed (seed-time reads, never on a request path). */
export async function partitionKeys(table: TableId, pk: string): Promise<Key[]> {
  const keys: Key[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName(table),
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
