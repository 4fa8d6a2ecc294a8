import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { overrideKey, overridePk } from '../catalogue-keys';
import { emptyOverride, type ServiceOverride } from './service-changes';

function toOverride(item: Record<string, unknown>): ServiceOverride {
  const { pk: _pk, sk: _sk, ...rest } = item;
  const override = rest as Partial<ServiceOverride> & Pick<ServiceOverride, 'category' | 'service'>;
  return { ...emptyOverride(override.category, override.service), ...override };
}

/** Every service an admin changed (one partition: a few items, one per changed service). */
export async function listOverrides(): Promise<ServiceOverride[]> {
  const overrides: ServiceOverride[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('catalogue'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': overridePk },
        ExclusiveStartKey: start,
      }),
    );
    overrides.push(...(out.Items ?? []).map(toOverride));
    start = out.LastEvaluatedKey;
  } while (start);
  return overrides;
}

export async function getOverride(category: string, service: string): Promise<ServiceOverride> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: overrideKey(category, service) }),
  );
  return out.Item ? toOverride(out.Item) : emptyOverride(category, service);
}
