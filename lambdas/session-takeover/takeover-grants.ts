import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionTakeover } from '../../shared/session-takeover';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { normaliseEmail } from '../users/user-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const table = () => tableName('challenges');
/** One user's takeover grant: `TAKEOVER#<email>`; `expiresAt` is the table's TTL. */
export const takeoverGrantKey = (email: string) => ({ pk: `TAKEOVER#${normaliseEmail(email)}` });
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The grant is 256 random bits: a plain hash suffices, and the table never holds a usable one. */
const digest = (grant: string) => createHash('sha256').update(grant).digest('base64url');

/**
 * A new grant for `email`, replacing any earlier one: the create-auth-challenge trigger issues
 * it only to a sign-in that proved its password and its e-mailed code.
 */
export async function issueTakeoverGrant(email: string, now = new Date()): Promise<string> {
  const grant = randomBytes(32).toString('base64url');
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...takeoverGrantKey(email),
        grantHash: digest(grant),
        expiresAt: epochSeconds(now) + sessionTakeover.grantTtlSeconds,
      },
    }),
  );
  return grant;
}

/** Whether `grant` is the user's live grant (read only: `useTakeoverGrant` spends it). */
export async function holdsTakeoverGrant(
  email: string,
  grant: string,
  now = new Date(),
): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: takeoverGrantKey(email), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return false;
  const expected = Buffer.from(String(Item.grantHash));
  const given = Buffer.from(digest(grant));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The Delete that spends the grant, to go into the same TransactWriteItems as the takeover: it
 * fails unless the grant is still there and live, so a grant ends one session at most.
 */
export function useTakeoverGrant(email: string, grant: string, now = new Date()): TransactItem {
  return {
    Delete: {
      TableName: table(),
      Key: takeoverGrantKey(email),
      ConditionExpression: 'grantHash = :hash AND expiresAt > :now',
      ExpressionAttributeValues: { ':hash': digest(grant), ':now': epochSeconds(now) },
    },
  };
}
