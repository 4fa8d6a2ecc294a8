import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { tables, type TableDef, type TableId, localTableName } from '../../../lambdas/data/tables';

function attributeDefinitions(table: TableDef): AttributeDefinition[] {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...table.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  const byName = new Map<string, AttributeDefinition>();
  for (const key of keys)
    if (key) byName.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  return [...byName.values()];
}

async function exists(client: DynamoDBClient, name: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** The physical name of each table of lambdas/data/tables.ts in a local cloud of `stage`. */
export function localTableNames(stage: string): Record<TableId, string> {
  const names = {} as Record<TableId, string>;
  for (const [id, table] of Object.entries(tables) as [TableId, TableDef][]) {
    names[id] = localTableName(stage, table);
  }
  return names;
}

/** Creates every table of lambdas/data/tables.ts that does not exist yet; returns their names. */
export async function createLocalTables(
  endpoint: string,
  stage: string,
): Promise<Record<TableId, string>> {
  const client = new DynamoDBClient({ endpoint });
  const names = localTableNames(stage);
  for (const [id, table] of Object.entries(tables) as [TableId, TableDef][]) {
    const name = names[id];
    if (await exists(client, name)) continue;
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(table),
        KeySchema: [
          { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
          ...(table.sortKey
            ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }]
            : []),
        ],
        GlobalSecondaryIndexes: table.indexes.length
          ? table.indexes.map((index) => ({
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
                ...(index.sortKey
                  ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }]
                  : []),
              ],
              Projection: { ProjectionType: 'ALL' as const },
            }))
          : undefined,
      }),
    );
    if (table.ttlAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
        }),
      );
    }
  }
  client.destroy();
  return names;
}
