import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identityRules } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { sessionKey } from './user-keys';

const table = () => tableName('users');

/** The one live session of a user: `USER#<email>` / `SESSION`. */
export interface SessionRecord {
  startedAt: string;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
}

/**
 * How long a session counts as live after tokens were last issued: the token validity (60 min)
 * plus the idle allowance (13 min idle + 2 min countdown, after which the app signs out). While
 * the app is in use it refreshes tokens before they expire, and each refresh extends the session;
 * a closed tab stops refreshing, so its session lapses at most this long after its last tokens.
 */
export const sessionLengthSeconds =
  identityRules.tokenValidityMinutes * 60 +
  Math.round((identityRules.idleTimeoutMs + identityRules.idleCountdownMs) / 1000);

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
  return { startedAt: String(out.Item.startedAt), expiresAt: Number(out.Item.expiresAt) };
}

export async function startSession(email: string, now: Date = new Date()): Promise<SessionRecord> {
  const session: SessionRecord = {
    startedAt: now.toISOString(),
    expiresAt: epochSeconds(now) + sessionLengthSeconds,
  };
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...sessionKey(email), ...session } }),
  );
  return session;
}

/** On a token refresh: the session lives on from now; an ended session is not brought back. */
export async function extendSession(email: string, now: Date = new Date()): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: sessionKey(email),
        UpdateExpression: 'SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':expiresAt': epochSeconds(now) + sessionLengthSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function endSession(email: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: sessionKey(email) }));
}
