import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/audit-entry';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure, setExpression } from '../data/update-expression';
import { NotFound } from '../lib/errors';
import { normaliseEmail, profileKey } from '../users/user-keys';
import type { UserRecord } from '../users/user-record';
import { getUser } from '../users/user-repository';

/** One kind of admin decision on an account. */
export interface UserDecision {
  /** The audit action, e.g. `user.activate`. */
  action: string;
  /** The fields to set, given the account as it is; undefined when nothing would change. */
  change: (record: UserRecord) => Record<string, unknown> | undefined;
}

export interface DecisionOutcome {
  /** The account after the decision. */
  record: UserRecord;
  /** False when the account already was as decided: nothing written, no audit entry. */
  changed: boolean;
}

/** The audit target of an account. */
export const userTarget = (email: string) => `user:${normaliseEmail(email)}`;

const maxAttempts = 3;

/**
 * Applies a decision to an account and writes its audit entry in the same transaction, on
 * condition the changed fields are still as they were read (another admin's decision in
 * between makes it read again). Unknown account: NotFound 'User not found'.
 */
export async function decideOnUser(
  email: string,
  actor: string,
  decision: UserDecision,
  now: Date = new Date(),
): Promise<DecisionOutcome> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const record = await getUser(email);
    if (!record) throw new NotFound('User not found');
    const fields = decision.change(record);
    if (!fields) return { record, changed: false };

    const seen = record as unknown as Record<string, unknown>;
    const before = Object.fromEntries(
      Object.keys(fields).map((name) => [name, seen[name] ?? null]),
    );
    const set = setExpression(fields);
    const conditions = ['attribute_exists(pk)'];
    const seenValues: Record<string, unknown> = {};
    Object.keys(fields).forEach((name, index) => {
      if (seen[name] === undefined) {
        conditions.push(`attribute_not_exists(#f${index})`);
      } else {
        conditions.push(`#f${index} = :s${index}`);
        seenValues[`:s${index}`] = seen[name];
      }
    });
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName('users'),
                Key: profileKey(email),
                ...set,
                ConditionExpression: conditions.join(' AND '),
                ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...seenValues },
              },
            },
            auditPut(
              { actor, action: decision.action, target: userTarget(email), before, after: fields },
              now,
            ),
          ],
        }),
      );
      return { record: { ...record, ...fields }, changed: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('The account kept changing while the decision was being written');
}
