import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { subscriptionKey } from './application-keys';
import type { SubscriptionRecord } from './application-record';

/**
 * Marks a subscription as ending before its keys go: its keys and its record cannot go in one
 * step, so a record left by a failure says it is on its way out (key-invariants.ts allows it
 * to name keys already gone) until an unsubscribe made again finishes. Every other use of the
 * subscription takes it as gone (findSubscription). Returns the record as marked.
 */
export async function markSubscriptionEnding(
  record: SubscriptionRecord,
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  if (record.endingSince) return record;
  const endingSince = now.toISOString();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('applications'),
      Key: subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
      UpdateExpression: 'SET endingSince = if_not_exists(endingSince, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': endingSince },
    }),
  );
  return { ...record, endingSince };
}
