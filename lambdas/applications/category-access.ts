import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { messages, requestAccessForSubscribe } from '../../shared/messages';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import type { Caller } from '../lib/caller';
import { Forbidden } from '../lib/errors';
import { accessRequestKey } from '../users/user-keys';

/**
 * Refuses (403, spec §6 texts) a subscription to a category that is not subscribable, or that
 * the caller may not use: admins may use every category, everyone a category without access
 * requests, others one whose access request was Approved.
 */
export async function assertMaySubscribe(caller: Caller, category: CategorySummary): Promise<void> {
  if (!category.subscribable) throw new Forbidden(messages.categoryNotSubscribable);
  if (caller.isAdmin || !category.requestAccess) return;
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName('users'),
      Key: accessRequestKey(caller.email, category.name),
      ConsistentRead: true,
    }),
  );
  if (out.Item?.requestStatus !== 'Approved') {
    throw new Forbidden(requestAccessForSubscribe(category.name));
  }
}
