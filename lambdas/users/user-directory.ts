import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { directoryPk, normaliseEmail, organizationPk, userIndexes } from './user-keys';
import type { UserRecord } from './user-record';

/** An account as the admin's user list shows it (the record may hold a production status). */
export type ListedUser = UserRecord & { productionStatus?: string };

export interface UserListQuery {
  limit: number;
  offset: number;
  /** The start of the e-mail. */
  search?: string;
  userStatus?: string;
  accountStatus?: string;
  organization?: string;
  productionStatus?: string;
  order?: 'asc' | 'desc';
}

export interface UserListPage {
  items: ListedUser[];
  /** Every account that matches, over all pages. */
  total: number;
}

function toUser(item: Record<string, unknown>): ListedUser {
  const { pk: _pk, sk: _sk, dirPk: _d, dirSk: _ds, orgPk: _o, orgSk: _os, ...rest } = item;
  return rest as unknown as ListedUser;
}

/**
 * The query of one listing: the organization index when an organization is asked for, else the
 * directory index; the e-mail prefix as a key condition, the statuses as filters.
 */
function queryInput(query: UserListQuery): QueryCommandInput {
  const byOrganization = query.organization !== undefined;
  // DynamoDB refuses a name the expressions do not use, so `#sk` only with a search.
  const names: Record<string, string> = { '#pk': byOrganization ? 'orgPk' : 'dirPk' };
  const values: Record<string, unknown> = {
    ':pk': byOrganization ? organizationPk(query.organization ?? '') : directoryPk,
  };
  let keyCondition = '#pk = :pk';
  if (query.search) {
    keyCondition += ' AND begins_with(#sk, :search)';
    names['#sk'] = byOrganization ? 'orgSk' : 'dirSk';
    values[':search'] = normaliseEmail(query.search);
  }
  const filters: string[] = [];
  for (const field of ['userStatus', 'accountStatus', 'productionStatus'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    filters.push(`#${field} = :${field}`);
  }
  return {
    TableName: tableName('users'),
    IndexName: byOrganization ? userIndexes.organization : userIndexes.directory,
    KeyConditionExpression: keyCondition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: query.order !== 'desc',
  };
}

/**
 * One page of accounts, sorted by e-mail, with the total that matches. Reads the sparse index
 * page by page (a Query, never a Scan): the total needs every match counted.
 */
export async function listUsers(query: UserListQuery): Promise<UserListPage> {
  const input = queryInput(query);
  const items: ListedUser[] = [];
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    for (const item of out.Items ?? []) {
      if (total >= query.offset && total < query.offset + query.limit) items.push(toUser(item));
      total++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { items, total };
}
