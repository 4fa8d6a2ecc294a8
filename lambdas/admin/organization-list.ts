import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Organization } from '../../shared/api/auth-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { organizationNamePk, searchForm } from '../organizations/organization-keys';

export interface OrganizationPage {
  items: Organization[];
  total: number;
}

/** The partner organizations by name (a Query on the name partition), one page and the total. */
export async function listOrganizationPage(query: {
  limit: number;
  offset: number;
  search?: string;
}): Promise<OrganizationPage> {
  const prefix = query.search ? searchForm(query.search) : '';
  const items: Organization[] = [];
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('organizations'),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': organizationNamePk,
          ...(prefix ? { ':prefix': prefix } : {}),
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      if (total >= query.offset && total < query.offset + query.limit) {
        items.push({ name: String(item.name), code: String(item.code) });
      }
      total++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { items, total };
}
