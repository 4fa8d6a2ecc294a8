import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ProductionRequestState } from '../../../shared/api/requests-production-operations';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { isConditionFailure, unlessConditionFails } from '../../data/update-expression';
import { Conflict, Invalid } from '../../lib/errors';
import {
  productionKey,
  productionLockKey,
  productionPointerKey,
  productionPrefix,
  productionQueueKey,
  productionQueuePk,
} from './production-keys';
import { openStates, type ProductionRequestRecord } from './production-record';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const table = () => tableName('users');

function withoutKeys(item: Record<string, unknown>): ProductionRequestRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as ProductionRequestRecord;
}

/** The owner's request of that id (consistent), if the owner has one. */
export async function getOwnRequest(
  owner: string,
  uniqueId: string,
): Promise<ProductionRequestRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: productionKey(owner, uniqueId),
      ConsistentRead: true,
    }),
  );
  return out.Item && withoutKeys(out.Item);
}

/** Any request of that id, through its pointer to the owner (admins only). */
export async function getAnyRequest(
  uniqueId: string,
): Promise<ProductionRequestRecord | undefined> {
  const pointer = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: productionPointerKey(uniqueId),
      ConsistentRead: true,
    }),
  );
  const owner = pointer.Item?.owner;
  return typeof owner === 'string' ? getOwnRequest(owner, uniqueId) : undefined;
}

export const openRequestExistsMessage = (applicationName: string, service: string) =>
  `${applicationName} already has an open production access request for ${service}`;

const lockOf = (record: ProductionRequestRecord) =>
  productionLockKey(record.requester, record.applicationId, record.service);

/** Takes the application and service's open-request lock for this request (fails if held). */
const takeLock = (record: ProductionRequestRecord): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...lockOf(record), uniqueId: record.uniqueId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});
const releaseLock = (record: ProductionRequestRecord): TransactItem => ({
  Delete: { TableName: table(), Key: lockOf(record) },
});

/**
 * A new request, its pointer, its queue item and its open-request lock, together: of
 * simultaneous requests for one application and service exactly one is written (409 for the
 * others), and none while another is open.
 */
export async function createRequest(record: ProductionRequestRecord): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...productionKey(record.requester, record.uniqueId), ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...productionPointerKey(record.uniqueId), owner: record.requester },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...productionQueueKey(record.status, record.queueSk), ...record },
            },
          },
          takeLock(record),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new Conflict(openRequestExistsMessage(record.applicationName, record.service));
    }
    throw error;
  }
}

/**
 * The items that replace `seen` by `next`: the record (on condition it is still `seen`: same
 * state, same last change), the queue item moved, the open-request lock taken or released. Callers add their audit entry to the same
 * transaction.
 */
export function transitionItems(
  seen: ProductionRequestRecord,
  next: ProductionRequestRecord,
): TransactItem[] {
  return [
    {
      Put: {
        TableName: table(),
        Item: { ...productionKey(next.requester, next.uniqueId), ...next },
        ConditionExpression: '#status = :seen AND updatedAt = :updatedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': seen.status, ':updatedAt': seen.updatedAt },
      },
    },
    { Delete: { TableName: table(), Key: productionQueueKey(seen.status, seen.queueSk) } },
    {
      Put: {
        TableName: table(),
        Item: { ...productionQueueKey(next.status, next.queueSk), ...next },
      },
    },
    ...lockChanges(seen, next),
  ];
}

/** The open-request lock follows the request: released when it closes or changes its target. */
function lockChanges(seen: ProductionRequestRecord, next: ProductionRequestRecord): TransactItem[] {
  const wasOpen = openStates.includes(seen.status);
  const isOpen = openStates.includes(next.status);
  const moved = seen.applicationId !== next.applicationId || seen.service !== next.service;
  return [
    ...(wasOpen && (!isOpen || moved) ? [releaseLock(seen)] : []),
    ...(isOpen && (!wasOpen || moved) ? [takeLock(next)] : []),
  ];
}

/** Writes a change of state (and whatever goes with it); false when the request changed meanwhile. */
export async function writeTransition(
  seen: ProductionRequestRecord,
  next: ProductionRequestRecord,
  extra: TransactItem[] = [],
): Promise<boolean> {
  const written = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({ TransactItems: [...transitionItems(seen, next), ...extra] }),
    ),
  );
  return written !== undefined;
}

/** Records the approved request's key on the request (not on its queue item: rows omit it). */
export async function setProdKey(
  record: ProductionRequestRecord,
  prodKey: { apiKeyId: string; keyHint: string },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: productionKey(record.requester, record.uniqueId),
      UpdateExpression: 'SET prodKey = :key',
      ConditionExpression: '#status = :approved AND updatedAt = :updatedAt',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':key': prodKey,
        ':approved': 'Approved',
        ':updatedAt': record.updatedAt,
      },
    }),
  );
}

export interface RecordPage {
  items: ProductionRequestRecord[];
  nextCursor?: string;
}

const invalidCursor = () => new Invalid('Invalid page cursor', { cursor: 'Invalid page cursor' });

function decodeSk(cursor: string, pattern: RegExp): string {
  const sk = Buffer.from(cursor, 'base64url').toString();
  if (!pattern.test(sk)) throw invalidCursor();
  return sk;
}

async function queryPage(
  pk: string,
  limit: number,
  startSk: string | undefined,
  prefix?: string,
): Promise<RecordPage> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
      ScanIndexForward: false,
      // One more than the page, so a cursor is given only when there is a next page.
      Limit: limit + 1,
      ...(startSk ? { ExclusiveStartKey: { pk, sk: startSk } } : {}),
    }),
  );
  const items = (out.Items ?? []).map(withoutKeys);
  const page = items.slice(0, limit);
  const last = out.Items?.[limit - 1]?.sk;
  const nextCursor =
    items.length > limit && typeof last === 'string'
      ? Buffer.from(last).toString('base64url')
      : undefined;
  return { items: page, ...(nextCursor ? { nextCursor } : {}) };
}

/** The owner's requests, newest first (their ids are time-ordered). */
export function listOwnRequests(owner: string, limit: number, cursor?: string) {
  const startSk = cursor ? decodeSk(cursor, /^PROD#[0-9a-f-]{36}$/) : undefined;
  return queryPage(productionKey(owner, '').pk, limit, startSk, productionPrefix);
}

/** One state's queue, newest change first. */
export function listQueue(state: ProductionRequestState, limit: number, cursor?: string) {
  const startSk = cursor ? decodeSk(cursor, /^\d{4}-\d{2}-\d{2}T[^#]+#[0-9a-f-]{36}$/) : undefined;
  return queryPage(productionQueuePk(state), limit, startSk);
}
