import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TrendingItem } from '../../shared/api/docs-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';

/** One day's ranking, as the trending job stored it (calls kept for inspection, not served). */
export interface RankedService extends TrendingItem {
  calls: number;
}

/** The day's ranking in the catalogue table (see lambdas/data/tables.ts). */
export const trendingKey = (date: string) => ({ pk: 'TRENDING', sk: date });

export async function putTrending(date: string, items: readonly RankedService[]): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('catalogue'),
      Item: { ...trendingKey(date), date, items, builtAt: new Date().toISOString() },
    }),
  );
}

/** The day's trending items in rank order; none when the job has not ranked that day. */
export async function getTrendingItems(date: string): Promise<TrendingItem[]> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: trendingKey(date) }),
  );
  const items = Array.isArray(out.Item?.items) ? (out.Item.items as RankedService[]) : [];
  return items.map(({ service, category, apiName, apiDescription }) => ({
    service,
    category,
    apiName,
    apiDescription,
  }));
}
