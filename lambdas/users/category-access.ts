import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { isOpenCategory } from '../../shared/categories';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import type { Caller } from '../lib/caller';
import { accessRequestKey } from './user-keys';

/**
 * Whether the caller may use a category's APIs (spec §6): admins use every category, everyone a
 * category without access requests, others one whose access request was Approved. Subscribing
 * and trying out both ask here.
 */
export async function mayUseCategory(
  caller: Caller,
  category: Pick<CategorySummary, 'name' | 'requestAccess'>,
): Promise<boolean> {
  if (caller.isAdmin || isOpenCategory(category)) return true;
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName('users'),
      Key: accessRequestKey(caller.email, category.name),
      ConsistentRead: true,
    }),
  );
  return out.Item?.requestStatus === 'Approved';
}
