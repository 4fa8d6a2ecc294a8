import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AccessRequestRow, AccessRequestState } from '../../shared/api/requests-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { Invalid } from '../lib/errors';
import { accessQueuePk } from '../users/access-queue-keys';

export interface AccessQueuePage {
  items: AccessRequestRow[];
  nextCursor?: string;
}

const invalidCursor = () => new Invalid('Invalid page cursor', { cursor: 'Invalid page cursor' });

/** The position after a page: the last item's sort key, base64url (the partition is known). */
function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return typeof key?.sk === 'string' ? Buffer.from(key.sk).toString('base64url') : undefined;
}

function decodeCursor(state: AccessRequestState, cursor: string): Record<string, string> {
  const sk = Buffer.from(cursor, 'base64url').toString();
  // A queue sort key starts with an ISO time; anything else was not made here.
  if (!/^\d{4}-\d{2}-\d{2}T[^#]+#[^#]+#.+$/.test(sk)) throw invalidCursor();
  return { pk: accessQueuePk(state), sk };
}

function toRow(item: Record<string, unknown>): AccessRequestRow {
  const text = (name: string) => (typeof item[name] === 'string' ? item[name] : undefined);
  return {
    email: String(item.email),
    category: String(item.category),
    requestStatus: item.requestStatus as AccessRequestState,
    requestedAt: String(item.requestedAt),
    ...(text('decidedAt') ? { decidedAt: text('decidedAt') } : {}),
    ...(text('decidedBy') ? { decidedBy: text('decidedBy') } : {}),
    ...(text('reason') ? { reason: text('reason') } : {}),
  };
}

/** One page of a state's queue, newest first: one Query on the state's partition. */
export async function listAccessQueue(
  state: AccessRequestState,
  limit: number,
  cursor?: string,
): Promise<AccessQueuePage> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName('users'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': accessQueuePk(state) },
      ScanIndexForward: false,
      // One more than the page, so a cursor is given only when there is a next page.
      Limit: limit + 1,
      ...(cursor ? { ExclusiveStartKey: decodeCursor(state, cursor) } : {}),
    }),
  );
  const items = out.Items ?? [];
  const page = items.slice(0, limit);
  const nextCursor = items.length > limit ? encodeCursor(page.at(-1)) : undefined;
  return {
    items: page.map(toRow),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
