import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut, type AuditEntry } from '../../audit/audit-entry';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { unlessConditionFails } from '../../data/update-expression';
import { Invalid, TooManyRequests } from '../../lib/errors';
import { prodKeyCodeKey } from './production-keys';

/**
 * The code that reveals a prod key (the spec's 'OTP for credentials'): 6 digits, 5 minutes, 3
 * tries, and a new one at most every 60 s (the spec's OTP resend), so guesses stay 3 a minute.
 */
export const prodKeyCodeRules = {
  digits: 6,
  ttlSeconds: 5 * 60,
  tries: 3,
  resendSeconds: 60,
} as const;
/** Spec §8's words for a wrong code and for one that is gone. */
export const wrongCodeMessage = 'Wrong otp entered !!!';
export const newCodeMessage = 'Please generate new OTP.';
export const resendTooSoonMessage = 'Please wait a minute before asking for a new code';

const table = () => tableName('users');

/** Bound to the key (and kept under its owner), so a code for one key never opens another. */
const codeHash = (apiKeyId: string, code: string) =>
  createHash('sha256').update(`prodkey:${apiKeyId}:${code}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** prodKeyCodeRules.digits)).padStart(prodKeyCodeRules.digits, '0');
}

/**
 * Keeps a new code's hash (replacing an earlier one) and answers the code to mail; refused (429)
 * while the last one was issued less than resendSeconds ago, used or spent or not.
 */
export async function issueCode(owner: string, apiKeyId: string, now: Date = new Date()) {
  const code = newCode();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const issued = await unlessConditionFails(() =>
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...prodKeyCodeKey(owner, apiKeyId),
          codeHash: codeHash(apiKeyId, code),
          triesLeft: prodKeyCodeRules.tries,
          issuedAt,
          // Also the table's TTL attribute; DynamoDB deletes late, so it is checked on use too.
          expiresAt: issuedAt + prodKeyCodeRules.ttlSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR NOT (issuedAt > :recent)',
        ExpressionAttributeValues: { ':recent': issuedAt - prodKeyCodeRules.resendSeconds },
      }),
    ),
  );
  if (!issued) throw new TooManyRequests(resendTooSoonMessage);
  return code;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The audit entry of one reveal of a prod key by its owner. */
export function revealAudit(owner: string, apiKeyId: string, about: Record<string, unknown>) {
  return { actor: owner, action: 'prodKey.reveal', target: `key:${apiKeyId}`, after: about };
}

/**
 * Uses the owner's code for the key once: right and in time, its item is deleted (on condition
 * it is still there, so of two uses at once one wins) in one transaction with the reveal's audit
 * entry; wrong, one try is spent (none left: the code is gone). Throws Invalid with the spec's
 * messages otherwise.
 */
export async function useCode(
  owner: string,
  apiKeyId: string,
  code: string,
  audit: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  const key = prodKeyCodeKey(owner, apiKeyId);
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  const item = out.Item;
  const gone = () => new Invalid(newCodeMessage, { code: newCodeMessage });
  if (
    !item ||
    typeof item.codeHash !== 'string' ||
    typeof item.triesLeft !== 'number' ||
    item.triesLeft <= 0 ||
    Number(item.expiresAt) * 1000 <= now.getTime()
  ) {
    throw gone();
  }
  if (sameHash(item.codeHash, codeHash(apiKeyId, code))) {
    const used = await unlessConditionFails(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table(),
                Key: key,
                ConditionExpression: 'codeHash = :hash',
                ExpressionAttributeValues: { ':hash': item.codeHash },
              },
            },
            auditPut(audit, now),
          ],
        }),
      ),
    );
    if (!used) throw gone();
    return;
  }
  // The last try leaves the item spent (triesLeft 0) rather than gone, so the resend wait holds.
  const spent = await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET triesLeft = triesLeft - :one',
        ConditionExpression: 'triesLeft = :seen',
        ExpressionAttributeValues: { ':one': 1, ':seen': item.triesLeft },
      }),
    ),
  );
  if (!spent) throw gone();
  throw new Invalid(wrongCodeMessage, { code: wrongCodeMessage });
}
