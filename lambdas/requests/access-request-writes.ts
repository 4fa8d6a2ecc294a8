import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AccessRequestState } from '../../shared/api/requests-operations';
import { auditPut, type AuditEntry } from '../audit/audit-entry';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { accessQueueKey, accessQueueSk } from '../users/access-queue-keys';
import { accessRequestKey, normaliseEmail } from '../users/user-keys';
import type { AccessRequestRecord } from '../users/user-record';

const table = () => tableName('users');

/** The user's request for a category as it is now (consistent), if any. */
export async function getAccessRequest(
  email: string,
  category: string,
): Promise<AccessRequestRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: accessRequestKey(email, category),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = out.Item;
  return record as AccessRequestRecord;
}

/**
 * Writes a new Pending request and its queue item, or turns a Rejected one Pending again (its
 * Rejected queue item removed), in one transaction; the condition is that the record is still as
 * `previous` was read. False when it changed meanwhile.
 */
export async function putPendingRequest(
  email: string,
  category: string,
  previous: AccessRequestRecord | undefined,
  now: Date,
): Promise<boolean> {
  const address = normaliseEmail(email);
  const requestedAt = now.toISOString();
  const queueSk = accessQueueSk(requestedAt, address, category);
  const record: AccessRequestRecord = { category, requestStatus: 'Pending', requestedAt, queueSk };
  const guard = previous
    ? {
        ConditionExpression: 'requestStatus = :seen AND requestedAt = :requestedAt',
        ExpressionAttributeValues: {
          ':seen': previous.requestStatus,
          ':requestedAt': previous.requestedAt,
        },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...accessRequestKey(address, category), ...record },
              ...guard,
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...accessQueueKey('Pending', queueSk), email: address, ...record },
            },
          },
          ...(previous?.queueSk
            ? [
                {
                  Delete: {
                    TableName: table(),
                    Key: accessQueueKey(previous.requestStatus, previous.queueSk),
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface Decision {
  email: string;
  category: string;
  state: Exclude<AccessRequestState, 'Pending'>;
  admin: string;
  reason?: string;
  /** The Pending record as read; the decision is written only while it is still so. */
  pending: AccessRequestRecord;
  now: Date;
}

/**
 * Writes a decision: the record's new state, its queue item moved from Pending to the new state's
 * queue, and the audit entry, in one transaction, on condition the request is still the Pending
 * one that was read. Answers the decided record, or undefined when it was no longer Pending.
 */
export async function writeDecision(decision: Decision): Promise<AccessRequestRecord | undefined> {
  const { category, state, admin, reason, pending, now } = decision;
  const email = normaliseEmail(decision.email);
  const decidedAt = now.toISOString();
  const queueSk = accessQueueSk(decidedAt, email, category);
  const decided: AccessRequestRecord = {
    category,
    requestStatus: state,
    requestedAt: pending.requestedAt,
    queueSk,
    decidedAt,
    decidedBy: admin,
    ...(reason ? { reason } : {}),
  };
  const entry: AuditEntry = {
    actor: admin,
    action: state === 'Approved' ? 'access.approve' : 'access.reject',
    target: `access:${email}:${category}`,
    before: { requestStatus: 'Pending' },
    after: { requestStatus: state, ...(reason ? { reason } : {}) },
  };
  const items = [
    {
      Put: {
        TableName: table(),
        Item: { ...accessRequestKey(email, category), ...decided },
        ConditionExpression: 'requestStatus = :pending AND requestedAt = :requestedAt',
        ExpressionAttributeValues: { ':pending': 'Pending', ':requestedAt': pending.requestedAt },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...accessQueueKey(state, queueSk), email, ...decided },
      },
    },
    ...(pending.queueSk
      ? [{ Delete: { TableName: table(), Key: accessQueueKey('Pending', pending.queueSk) } }]
      : []),
    auditPut(entry, now),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return decided;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
