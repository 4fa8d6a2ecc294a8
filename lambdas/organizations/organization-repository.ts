import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Organization } from '../../shared/api/auth-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import {
  organizationCodeKey,
  organizationCodePk,
  organizationNamePk,
  searchForm,
} from './organization-keys';

/** At most this many organizations answer one search. */
export const searchLimit = 20;

const table = () => tableName('organizations');

function toOrganization(item: Record<string, unknown>): Organization {
  return { name: String(item.name), code: String(item.code) };
}

async function byPrefix(pk: string, prefix: string): Promise<Organization[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      Limit: searchLimit,
    }),
  );
  return (out.Items ?? []).map(toOrganization);
}

/** Organizations whose name or code starts with `search` (case-insensitive), sorted by name. */
export async function searchOrganizations(search: string): Promise<Organization[]> {
  const prefix = searchForm(search);
  const [byName, byCode] = await Promise.all([
    byPrefix(organizationNamePk, prefix),
    byPrefix(organizationCodePk, prefix),
  ]);
  const unique = new Map<string, Organization>();
  for (const organization of [...byName, ...byCode]) unique.set(organization.code, organization);
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(0, searchLimit);
}

export async function getOrganizationByCode(code: string): Promise<Organization | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: organizationCodeKey(code) }),
  );
  return out.Item && toOrganization(out.Item);
}
