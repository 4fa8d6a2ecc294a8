import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { NoticeItem } from '../../shared/api/notifications-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { NotFound } from '../lib/errors';
import { userPk } from '../users/user-keys';
import {
  after,
  broadcastKey,
  broadcastPk,
  highest,
  noticeIdOf,
  noticePrefix,
  parseNoticeId,
  readMarkKey,
  readMarkPrefix,
  stateKey,
  userNoticeKey,
  type NoticeSource,
} from './notice-keys';
import type { NoticeRecord } from './notice-record';
import { countPartition } from './sent-log';

export const noticeNotFoundMessage = 'Notice not found';
const table = () => tableName('notifications');

/** When the user last marked everything read ('' if never). */
async function readAllAt(email: string): Promise<string> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: stateKey(email), ConsistentRead: true }),
  );
  return typeof out.Item?.readAllAt === 'string' ? out.Item.readAllAt : '';
}

/** The newest `count` items of a partition whose sort keys start with `prefix`. */
async function newest(pk: string, prefix: string, count: number): Promise<NoticeRecord[]> {
  const items: NoticeRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix && { ':p': prefix }) },
        ScanIndexForward: false,
        Limit: count - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as unknown as NoticeRecord[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < count);
  return items;
}

/** Which of these broadcasts the user marked read one by one. */
async function readMarks(email: string, stamps: string[]): Promise<Set<string>> {
  if (stamps.length === 0) return new Set();
  const out = await dynamo().send(
    new BatchGetCommand({
      RequestItems: {
        [table()]: {
          Keys: stamps.map((stamp) => readMarkKey(email, stamp)),
          ProjectionExpression: 'sk',
        },
      },
    }),
  );
  const marks = (out.Responses?.[table()] ?? []).map((item) =>
    String(item.sk).slice(readMarkPrefix.length),
  );
  return new Set(marks);
}

function toItem(record: NoticeRecord, source: NoticeSource, read: boolean): NoticeItem {
  return {
    noticeId: noticeIdOf(source, record.stamp),
    kind: record.kind,
    title: record.title,
    message: record.message,
    link: record.link ?? null,
    createdAt: record.createdAt,
    read,
    toEveryone: source === 'all',
  };
}

/** How many of the user's notices are unread: four counting Queries, no item read. */
export async function unreadCount(email: string, since?: string): Promise<number> {
  const from = since ?? (await readAllAt(email));
  const pk = userPk(email);
  const [own, broadcasts, marks] = await Promise.all([
    countPartition(
      pk,
      { from: `${noticePrefix}${after(from)}`, to: `${noticePrefix}${highest}` },
      'attribute_not_exists(readAt)',
    ),
    countPartition(broadcastPk, { from: after(from), to: highest }),
    countPartition(pk, {
      from: `${readMarkPrefix}${after(from)}`,
      to: `${readMarkPrefix}${highest}`,
    }),
  ]);
  return own + Math.max(0, broadcasts - marks);
}

/** A page of the user's notices and those to everyone, newest first. */
export async function listNotices(email: string, limit: number, offset: number) {
  const wanted = offset + limit;
  const since = await readAllAt(email);
  const [own, broadcasts, ownTotal, broadcastTotal, unread] = await Promise.all([
    newest(userPk(email), noticePrefix, wanted),
    newest(broadcastPk, '', wanted),
    countPartition(userPk(email), { from: noticePrefix, to: `${noticePrefix}${highest}` }),
    countPartition(broadcastPk),
    unreadCount(email, since),
  ]);
  const merged = [
    ...own.map((record) => ({ record, source: 'own' as const })),
    ...broadcasts.map((record) => ({ record, source: 'all' as const })),
  ]
    .sort((a, b) => b.record.stamp.localeCompare(a.record.stamp))
    .slice(offset, wanted);
  const marks = await readMarks(
    email,
    merged.filter((entry) => entry.source === 'all').map((entry) => entry.record.stamp),
  );
  const items = merged.map(({ record, source }) => {
    const read =
      record.createdAt <= since ||
      (source === 'own' ? Boolean(record.readAt) : marks.has(record.stamp));
    return toItem(record, source, read);
  });
  return { items, total: ownTotal + broadcastTotal, unread };
}

/**
 * Marks one notice read. An own notice is looked for only in the caller's partition, so
 * another user's id is simply not found; a broadcast gets the caller's read mark.
 */
export async function markRead(email: string, noticeId: string, now: Date = new Date()) {
  const { source, stamp } = parseNoticeId(noticeId);
  if (source === 'own') {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: userNoticeKey(email, stamp),
          UpdateExpression: 'SET readAt = if_not_exists(readAt, :now)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new NotFound(noticeNotFoundMessage);
      throw error;
    }
    return;
  }
  const broadcast = await dynamo().send(
    new GetCommand({ TableName: table(), Key: broadcastKey(stamp), ProjectionExpression: 'pk' }),
  );
  if (!broadcast.Item) throw new NotFound(noticeNotFoundMessage);
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...readMarkKey(email, stamp), readAt: now.toISOString() },
    }),
  );
}

/** Everything created up to now counts as read (one Put, however many notices there are). */
export async function markAllRead(email: string, now: Date = new Date()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...stateKey(email), readAllAt: now.toISOString() },
    }),
  );
}
