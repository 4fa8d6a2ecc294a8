import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { requestAccessForTryOut } from '../../shared/messages';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import type { Caller } from '../lib/caller';
import { Forbidden } from '../lib/errors';
import { accessRequestKey } from '../users/user-keys';

/**
 * Refuses (403, spec §6) try out on a category the caller may not use, by the rule that also
 * governs subscribing (applications/category-access.ts): admins use every category, everyone a
 * category without access requests, others one whose access request was Approved. Unlike
 * subscribing, a category that takes no subscriptions may still be tried out.
 */
export async function assertMayTryOut(
  caller: Caller,
  category: Pick<CategorySummary, 'name' | 'requestAccess'>,
): Promise<void> {
  if (caller.isAdmin || !category.requestAccess) return;
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName('users'),
      Key: accessRequestKey(caller.email, category.name),
      ConsistentRead: true,
    }),
  );
  if (out.Item?.requestStatus !== 'Approved') {
    throw new Forbidden(requestAccessForTryOut(category.name));
  }
}
