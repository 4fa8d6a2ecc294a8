import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identityRules } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { attemptsKey } from './user-keys';

/**
 * Sign-in attempts on an e-mail with no portal account (unknown to Cognito, or a Cognito user
 * without a record), counted as an account's are: a wrong password there reads like one on any
 * account (2, 1, 0 attempts left, then locked), so the answers tell no one whether the e-mail is
 * registered. No one can unlock such a count, so it is forgotten (TTL) after a while.
 */
const table = () => tableName('users');
export const forgetAttemptsAfterSeconds = 30 * 24 * 60 * 60;
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Counts an attempt as it starts; false when the count had reached the lock already. */
export async function countAttemptWithoutAccount(
  email: string,
  now: Date = new Date(),
): Promise<boolean> {
  const counted = await unlessConditionFails(async () => {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: attemptsKey(email),
        UpdateExpression: 'ADD failedAttempts :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(failedAttempts) OR failedAttempts < :max',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': identityRules.maxFailedAttempts,
          ':expiresAt': epochSeconds(now) + forgetAttemptsAfterSeconds,
        },
      }),
    );
    return true;
  });
  return counted ?? false;
}

/** The attempts counted on the e-mail (0 when none). */
export async function attemptsWithoutAccount(email: string): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: attemptsKey(email), ConsistentRead: true }),
  );
  const count = out.Item?.failedAttempts;
  return typeof count === 'number' ? count : 0;
}

/** Takes back an attempt whose password was right (a Cognito user without a record). */
export async function takeBackAttemptWithoutAccount(email: string): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: attemptsKey(email),
        UpdateExpression: 'ADD failedAttempts :minusOne',
        ConditionExpression: 'failedAttempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    ),
  );
}
