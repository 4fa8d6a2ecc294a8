import { PutCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SentNotice } from '../../shared/api/notifications-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { sentKey, sentPk } from './notice-keys';
import type { SentRecord } from './notice-record';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The Put of a sent-log line, for the transaction that also writes its audit entry. */
export function sentPut(record: SentRecord): TransactItem {
  return {
    Put: {
      TableName: tableName('notifications'),
      Item: { ...sentKey(record.stamp), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Writes a sent-log line on its own (automatic notices: their change has its own audit). */
export async function putSent(record: SentRecord): Promise<void> {
  await dynamo().send(new PutCommand(sentPut(record).Put!));
}

export function toSentNotice(record: SentRecord): SentNotice {
  return {
    noticeId: record.stamp,
    at: record.at,
    actor: record.actor,
    audience: record.audience,
    category: record.category ?? null,
    service: record.service ?? null,
    title: record.title,
    kind: record.kind,
    recipients: record.recipients,
    emailed: record.emailed,
  };
}

/** A page of the sent log, newest first, with the total (one Query per page plus a count). */
export async function listSent(
  limit: number,
  offset: number,
): Promise<{ items: SentRecord[]; total: number }> {
  const wanted = offset + limit;
  const items: SentRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('notifications'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': sentPk },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as unknown as SentRecord[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < wanted);
  return { items: items.slice(offset, wanted), total: await countPartition(sentPk) };
}

/** How many items one partition of the notifications table holds (a counting Query). */
export async function countPartition(
  pk: string,
  range?: { from: string; to: string },
  filter?: string,
): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('notifications'),
        KeyConditionExpression: range ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': pk,
          ...(range && { ':from': range.from, ':to': range.to }),
        },
        ...(filter && { FilterExpression: filter }),
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}
