import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Organization } from '../../shared/api/auth-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import {
  organizationCodeKey,
  organizationWordPk,
  organizationWords,
  searchWords,
} from './organization-keys';

/** At most this many organizations answer one search. */
export const searchLimit = 20;

const table = () => tableName('organizations');

function toOrganization(item: Record<string, unknown>): Organization {
  return { name: String(item.name), code: String(item.code) };
}

/** Candidates read per page while the other words are checked in memory. */
const pageSize = 100;

/** Whether every searched word starts one of the organization's words. */
function matchesAll(organization: Organization, terms: readonly string[]): boolean {
  const words = organizationWords(organization);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * Organizations with a word (of the name or the code) starting with each searched word,
 * case-insensitively, sorted by name: 'Motors' finds 'Deccan Wheels Motors'. One Query on the
 * longest word's prefix; the others are checked on what it finds. No Scan.
 */
export async function searchOrganizations(search: string): Promise<Organization[]> {
  const terms = searchWords(search);
  const longest = [...terms].sort((a, b) => b.length - a.length)[0];
  if (!longest) return [];
  const found = new Map<string, Organization>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': organizationWordPk, ':prefix': longest },
        Limit: pageSize,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const organization of (out.Items ?? []).map(toOrganization)) {
      if (matchesAll(organization, terms)) found.set(organization.code, organization);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && found.size < searchLimit);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(0, searchLimit);
}

export async function getOrganizationByCode(code: string): Promise<Organization | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: organizationCodeKey(code) }),
  );
  return out.Item && toOrganization(out.Item);
}
