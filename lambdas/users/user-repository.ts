import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AccountStatus } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { Conflict, NotFound } from '../lib/errors';
import { isConditionFailure, setExpression, unlessConditionFails } from '../data/update-expression';
import { accessRequestKey, normaliseEmail, profileIndexKeys, profileKey } from './user-keys';
import { accessQueueKey, accessQueueSk } from './access-queue-keys';
import type { AccessRequestRecord, UserRecord } from './user-record';

const table = () => tableName('users');
const notFoundMessage = 'User not found';

function toRecord(item: Record<string, unknown>): UserRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as UserRecord;
}

export async function getUser(email: string): Promise<UserRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: profileKey(email), ConsistentRead: true }),
  );
  return out.Item && toRecord(out.Item);
}

/**
 * Writes a new account and a Pending access request for each of `pendingCategories` (those of
 * its categoriesRequested that need approval, see categories-needing-approval.ts) in one
 * transaction; an account already under that e-mail refuses it all with Conflict 'User already
 * exists'.
 */
export async function createUser(
  record: UserRecord,
  pendingCategories: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const email = normaliseEmail(record.email);
  const requestedAt = now.toISOString();
  const requests = pendingCategories.flatMap((category) => {
    const queueSk = accessQueueSk(requestedAt, email, category);
    const item: AccessRequestRecord = { category, requestStatus: 'Pending', requestedAt, queueSk };
    return [
      { Put: { TableName: table(), Item: { ...accessRequestKey(email, category), ...item } } },
      // The admin's queue of Pending requests (access-queue-keys.ts).
      {
        Put: {
          TableName: table(),
          Item: { ...accessQueueKey('Pending', queueSk), email, ...item },
        },
      },
    ];
  });
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: {
                ...profileKey(email),
                ...profileIndexKeys(email, record.organization),
                ...record,
                email,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...requests,
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('User already exists');
    throw error;
  }
}

/**
 * Undoes `createUser` (registration's compensation when Cognito fails); `requestedAt` is the
 * time createUser was given, which names the requests' queue items.
 */
export async function deleteUser(
  email: string,
  categories: readonly string[],
  requestedAt: string,
): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: table(), Key: profileKey(email) } },
        ...categories.flatMap((category) => [
          { Delete: { TableName: table(), Key: accessRequestKey(email, category) } },
          {
            Delete: {
              TableName: table(),
              Key: accessQueueKey('Pending', accessQueueSk(requestedAt, email, category)),
            },
          },
        ]),
      ],
    }),
  );
}

/**
 * Updates fields of an existing account and returns it as it now is; `undefined` when there is
 * no account (or `condition` refused the change).
 */
export async function updateUser(
  email: string,
  fields: Record<string, unknown>,
  condition?: { expression: string; values: Record<string, unknown> },
): Promise<UserRecord | undefined> {
  const set = setExpression(fields);
  const input: UpdateCommandInput = {
    TableName: table(),
    Key: profileKey(email),
    ...set,
    ConditionExpression: `attribute_exists(pk)${condition ? ` AND (${condition.expression})` : ''}`,
    ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ...condition?.values },
    ReturnValues: 'ALL_NEW',
  };
  return unlessConditionFails(async () => {
    const out = await dynamo().send(new UpdateCommand(input));
    return out.Attributes && toRecord(out.Attributes);
  });
}

/** Like `updateUser`, but an unknown account is NotFound 'User not found'. */
export async function updateExistingUser(
  email: string,
  fields: Record<string, unknown>,
): Promise<UserRecord> {
  const record = await updateUser(email, fields);
  if (!record) throw new NotFound(notFoundMessage);
  return record;
}

/**
 * Counts a sign-in attempt as it starts (atomic ADD) and returns the new count; undefined when
 * there is no account.
 */
export async function countSignInAttempt(email: string): Promise<number | undefined> {
  return unlessConditionFails(async () => {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: profileKey(email),
        UpdateExpression: 'ADD failedAttempts :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const count = out.Attributes?.failedAttempts;
    return typeof count === 'number' ? count : undefined;
  });
}

/**
 * Takes back an attempt counted by `countSignInAttempt` whose password was right (not a failed
 * credential, whether it was then refused, abandoned at the code or went on), so only failures
 * lock. The count never goes below zero (a completed sign-in may have cleared it meanwhile).
 */
export async function takeBackSignInAttempt(email: string): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: profileKey(email),
        UpdateExpression: 'ADD failedAttempts :minusOne',
        ConditionExpression: 'attribute_exists(pk) AND failedAttempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    ),
  );
}

/** Locks the account, remembering its status for the unlock; a locked one stays as it is. */
export async function lockAccount(email: string): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: profileKey(email),
        UpdateExpression: 'SET statusBeforeLock = accountStatus, accountStatus = :locked',
        ConditionExpression: 'attribute_exists(pk) AND accountStatus <> :locked',
        ExpressionAttributeValues: { ':locked': 'locked' },
      }),
    ),
  );
}

/** An admin's unlock: the status before the lock (else 'active') and no failed attempts. */
export async function unlockAccount(email: string): Promise<UserRecord> {
  // Read, then write on condition the status is still what was read (e.g. not locked again).
  for (let attempt = 0; attempt < 3; attempt++) {
    const record = await getUser(email);
    if (!record) throw new NotFound(notFoundMessage);
    const restored: AccountStatus =
      record.accountStatus !== 'locked'
        ? record.accountStatus
        : record.statusBeforeLock && record.statusBeforeLock !== 'locked'
          ? record.statusBeforeLock
          : 'active';
    const updated = await updateUser(
      email,
      { accountStatus: restored, failedAttempts: 0 },
      { expression: 'accountStatus = :seen', values: { ':seen': record.accountStatus } },
    );
    if (updated) return updated;
  }
  throw new Error('The account kept changing while it was being unlocked');
}
