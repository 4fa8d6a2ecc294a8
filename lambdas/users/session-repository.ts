import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identityRules } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { sessionKey } from './user-keys';

const table = () => tableName('users');

/** The one live session of a user: `USER#<email>` / `SESSION`. */
export interface SessionRecord {
  startedAt: string;
  /** ISO time of the last sign-in, activity report or token refresh. */
  lastActiveAt: string;
  /** Epoch seconds: lastActiveAt plus sessionLengthSeconds; also the table's TTL attribute. */
  expiresAt: number;
}

/**
 * How long a session stays live after its last activity: the idle limit (13 min idle + 2 min
 * countdown, after which the app signs out) plus one activity interval (the browser reports at
 * most that often). A browser closed without signing out frees its user this long after its
 * last report, so the one-session rule holds only while the other session is alive.
 */
export const sessionLengthSeconds =
  (identityRules.idleTimeoutMs +
    identityRules.idleCountdownMs +
    identityRules.sessionActivityIntervalMs) /
  1000;

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** TTL deletion is lazy (up to days late), so liveness is decided by the time, not by presence. */
export function isLive(session: SessionRecord | undefined, now: Date = new Date()): boolean {
  return session !== undefined && session.expiresAt > epochSeconds(now);
}

export async function getSession(email: string): Promise<SessionRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: sessionKey(email), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const startedAt = String(out.Item.startedAt);
  return {
    startedAt,
    lastActiveAt: typeof out.Item.lastActiveAt === 'string' ? out.Item.lastActiveAt : startedAt,
    expiresAt: Number(out.Item.expiresAt),
  };
}

/**
 * Records a completed sign-in's session, unless another one is live (two sign-ins that passed
 * the check at once: only the first gets the session). Undefined when refused.
 */
export async function startSession(
  email: string,
  now: Date = new Date(),
): Promise<SessionRecord | undefined> {
  const session: SessionRecord = {
    startedAt: now.toISOString(),
    lastActiveAt: now.toISOString(),
    expiresAt: epochSeconds(now) + sessionLengthSeconds,
  };
  return unlessConditionFails(async () => {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...sessionKey(email), ...session },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
      }),
    );
    return session;
  });
}

/**
 * Activity (a report from the browser, a token refresh): a live session lives on from now and
 * its new expiry (epoch seconds) is answered. An ended session (signed out, or lapsed even if
 * TTL has not deleted it yet) is not brought back: undefined.
 */
export async function extendSession(
  email: string,
  now: Date = new Date(),
): Promise<number | undefined> {
  const expiresAt = epochSeconds(now) + sessionLengthSeconds;
  return unlessConditionFails(async () => {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: sessionKey(email),
        UpdateExpression: 'SET expiresAt = :expiresAt, lastActiveAt = :lastActiveAt',
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':expiresAt': expiresAt,
          ':lastActiveAt': now.toISOString(),
          ':now': epochSeconds(now),
        },
      }),
    );
    return expiresAt;
  });
}

export async function endSession(email: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: sessionKey(email) }));
}
