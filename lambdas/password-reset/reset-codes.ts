import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identityRules } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';

const table = () => tableName('challenges');
/** One address's reset code and how many codes it was mailed lately: `RESET#<email>`. */
export const resetCodeKey = (email: string) => ({ pk: `RESET#${email}` });
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Six digits, leading zeros kept, as the forgot-password form asks for. */
export const newResetCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** Only a salted hash is kept: the table's readers never see a code that still works. */
const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('base64url');

function sameDigest(a: string, b: unknown): boolean {
  if (typeof b !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type IssuedResetCode = { kind: 'issued'; code: string } | { kind: 'too-many' };

/**
 * A new code for `email`, replacing any earlier one, unless identityRules.resetCodeSends were
 * issued within the window. Counted for every address, with an account or not, so the limit
 * tells no one which addresses have accounts; only the caller decides whether to mail it.
 */
export async function issueResetCode(email: string, now = new Date()): Promise<IssuedResetCode> {
  const nowSeconds = epochSeconds(now);
  // Two requests at once: the one whose condition fails reads again (a few tries at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: table(), Key: resetCodeKey(email), ConsistentRead: true }),
    );
    const inWindow = Item !== undefined && Number(Item.windowEndsAt) > nowSeconds;
    const sends = inWindow ? Number(Item.sends) : 0;
    if (sends >= identityRules.resetCodeSends) return { kind: 'too-many' };
    const windowEndsAt = inWindow
      ? Number(Item.windowEndsAt)
      : nowSeconds + identityRules.resetCodeWindowSeconds;
    const codeExpiresAt = nowSeconds + identityRules.resetCodeTtlSeconds;
    const code = newResetCode();
    const salt = randomBytes(16).toString('base64url');
    const written = await unlessConditionFails(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...resetCodeKey(email),
            codeHash: digest(salt, code),
            salt,
            tries: 0,
            codeExpiresAt,
            sends: sends + 1,
            windowEndsAt,
            // The table's TTL: gone once neither the code nor the count matters.
            expiresAt: Math.max(codeExpiresAt, windowEndsAt),
          },
          ...(Item
            ? {
                ConditionExpression: 'sends = :sends AND windowEndsAt = :windowEndsAt',
                ExpressionAttributeValues: {
                  ':sends': Item.sends,
                  ':windowEndsAt': Item.windowEndsAt,
                },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      ),
    );
    if (written) return { kind: 'issued', code };
  }
  return { kind: 'too-many' };
}

/** 'valid' (and used up), 'wrong' (a try spent), or 'none': no code, expired, used or tried out. */
export type ResetCodeCheck = 'valid' | 'wrong' | 'none';

/**
 * Checks `code` against the address's live code: each check spends one of
 * identityRules.resetCodeTries; the right code is used up, so it sets one password only.
 * `beforeUse` runs once the code is proven right and before it is used up: if it throws, the
 * code stays usable (for its remaining tries) and the error goes to the caller.
 */
export async function useResetCode(
  email: string,
  code: string,
  now = new Date(),
  beforeUse?: () => Promise<void>,
): Promise<ResetCodeCheck> {
  const tried = await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: resetCodeKey(email),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression:
          'attribute_exists(codeHash) AND tries < :tries AND codeExpiresAt > :now',
        ExpressionAttributeValues: {
          ':one': 1,
          ':tries': identityRules.resetCodeTries,
          ':now': epochSeconds(now),
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  const item = tried?.Attributes;
  if (!item) return 'none';
  const hash = digest(String(item.salt), code);
  if (!sameDigest(hash, item.codeHash)) return 'wrong';
  await beforeUse?.();
  const used = await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: resetCodeKey(email),
        UpdateExpression: 'REMOVE codeHash, salt',
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': hash },
      }),
    ),
  );
  return used ? 'valid' : 'none';
}
