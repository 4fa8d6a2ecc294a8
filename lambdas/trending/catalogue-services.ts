import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Service } from '../../shared/domain/catalogue';
import { listCategories } from '../catalogue/catalogue-repository';
import { servicePk } from '../catalogue/catalogue-keys';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';

/** What trending reads of a service: no versions or resources (the bulk of the item). */
export type ServiceBrief = Pick<
  Service,
  'service' | 'category' | 'apiName' | 'description' | 'usagePlans'
>;

async function servicesOf(category: string): Promise<ServiceBrief[]> {
  const items: ServiceBrief[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('catalogue'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': servicePk(category), ':sk': 'SERVICE#' },
        ProjectionExpression: '#service, category, apiName, description, usagePlans',
        ExpressionAttributeNames: { '#service': 'service' },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as ServiceBrief[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => a.apiName.localeCompare(b.apiName));
}

/**
 * Every service of the catalogue, category by category (categories by name, services by display
 * name): one Query per category partition, no Scan.
 */
export async function allServicesByCategory(): Promise<
  { category: string; services: ServiceBrief[] }[]
> {
  const categories = await listCategories();
  return Promise.all(
    categories.map(async ({ name }) => ({ category: name, services: await servicesOf(name) })),
  );
}
