import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Feedback } from '../../shared/api/account-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { feedbackKey, feedbackPrefix, userPk } from './user-keys';

const table = () => tableName('users');

/** Whether the user gave feedback at or after `since` (a Query on the sort key, newest first). */
export async function hasFeedbackSince(email: string, since: Date): Promise<boolean> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': userPk(email),
        ':from': `${feedbackPrefix}${since.toISOString()}`,
        // '~' sorts after every character of an ISO time.
        ':to': `${feedbackPrefix}~`,
      },
      ProjectionExpression: 'sk',
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return (out.Items ?? []).length > 0;
}

/** Stores one survey answer under `FEEDBACK#<iso time>`. */
export async function putFeedback(
  email: string,
  feedback: Feedback,
  now: Date = new Date(),
): Promise<void> {
  const submittedAt = now.toISOString();
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...feedbackKey(email, submittedAt), ...feedback, submittedAt },
    }),
  );
}
