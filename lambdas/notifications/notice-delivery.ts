import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { sendMail } from '../clients/mail-client';
import { tableName } from '../data/table-name';
import { logger } from '../lib/logger';
import { noticeMail } from '../mail/notice-mail';
import { newStamp, userNoticeKey } from './notice-keys';
import type { NoticeContent, NoticeRecord } from './notice-record';

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

/** Runs `fn` over `inputs`, `limit` at a time. */
export async function eachLimited<T>(
  inputs: readonly T[],
  limit: number,
  fn: (input: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) await fn(inputs[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
}

async function writeBatch(batch: PutRequest[]): Promise<void> {
  const table = tableName('notifications');
  let pending = batch;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept notices unprocessed');
    const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (out.UnprocessedItems?.[table] ?? []) as PutRequest[];
    if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
}

/** The same notice in each user's own list: BatchWriteItem, 25 at a time. */
export async function putUserNotices(
  emails: readonly string[],
  content: NoticeContent,
  now: Date,
): Promise<void> {
  const requests: PutRequest[] = emails.map((email) => {
    const record: NoticeRecord = {
      ...content,
      stamp: newStamp(now),
      createdAt: now.toISOString(),
    };
    return { PutRequest: { Item: { ...userNoticeKey(email, record.stamp), ...record } } };
  });
  const batches: PutRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  await eachLimited(batches, 4, writeBatch);
}

/**
 * Mails the notice to each address, a few at a time; one failed address is logged and does not
 * stop the others (the notice is in the portal either way). Resolves with how many were sent.
 */
export async function mailEach(
  emails: readonly string[],
  content: NoticeContent,
  portalOrigin: string,
): Promise<number> {
  let sent = 0;
  await eachLimited(emails, 5, async (email) => {
    try {
      await sendMail(noticeMail(email, content, portalOrigin));
      sent++;
    } catch (error) {
      logger.error('Could not mail a notice', {
        email,
        error: error instanceof Error ? error.name : String(error),
      });
    }
  });
  return sent;
}
