import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { isConditionFailure } from '../data/update-expression';
import { tableName } from '../data/table-name';

/**
 * A stay-tuned subscriber in the content table: pk `STAYTUNED`, sk the lower-cased address, so
 * the list is one Query and an address is there at most once.
 */
export const stayTunedKey = (email: string) => ({ pk: 'STAYTUNED', sk: email.toLowerCase() });

/**
 * Keeps an address once (a conditional put). Returns false, writing nothing, when it was already
 * there.
 */
export async function addStayTunedSubscriber(email: string, now = new Date()): Promise<boolean> {
  const address = email.toLowerCase();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('content'),
        Item: { ...stayTunedKey(address), email: address, subscribedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
