import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { accessRequestPrefix, userPk } from './user-keys';
import type { AccessRequestRecord } from './user-record';

/**
 * The user's category access requests (`ACCESS#<category>`), in one Query on their partition. A
 * user has at most one per category, so the answer fits one page. Consistent, so an approval is
 * seen as soon as the subscribe check (category-access.ts) sees it.
 */
export async function listAccessRequests(
  email: string,
): Promise<Pick<AccessRequestRecord, 'category' | 'requestStatus'>[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName('users'),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(email), ':prefix': accessRequestPrefix },
      ProjectionExpression: '#category, #status',
      ExpressionAttributeNames: { '#category': 'category', '#status': 'requestStatus' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    category: String(item.category),
    requestStatus: item.requestStatus as AccessRequestRecord['requestStatus'],
  }));
}
