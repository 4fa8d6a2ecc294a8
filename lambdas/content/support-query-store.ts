import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SupportQueryValues } from '../../shared/schemas/support-query-schema';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';

/**
 * Visitors' queries in the content table: pk `SUPPORTQUERY`, sk = the reference. A reference
 * starts with its day, so one Query lists them by day; no TTL, support keeps them.
 */
export const supportQueryKey = (reference: string) => ({ pk: 'SUPPORTQUERY', sk: reference });

export type StoredSupportQuery = Omit<SupportQueryValues, 'captcha' | 'organization'> & {
  organization?: string;
  reference: string;
  createdAt: string;
};

/** Keeps a new query (a reference already taken fails the condition); not yet mailed. */
export async function putSupportQuery(query: StoredSupportQuery): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('content'),
      Item: { ...supportQueryKey(query.reference), ...query, mailed: false },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Marks a query as mailed to the support mailbox. */
export async function markSupportQueryMailed(reference: string, at: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('content'),
      Key: supportQueryKey(reference),
      UpdateExpression: 'SET mailed = :true, mailedAt = :at',
      ExpressionAttributeValues: { ':true': true, ':at': at.toISOString() },
    }),
  );
}
