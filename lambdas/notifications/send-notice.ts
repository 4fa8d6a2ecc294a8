import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeValues } from '../../shared/schemas/notice-schema';
import { auditPut } from '../audit/audit-entry';
import { getService } from '../catalogue/catalogue-repository';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { Invalid, NotFound } from '../lib/errors';
import { broadcastKey, newStamp } from './notice-keys';
import { mailEach, putUserNotices } from './notice-delivery';
import type { NoticeContent, NoticeRecord, SentRecord } from './notice-record';
import { countEveryUser, everyUserEmail, subscribersOf } from './recipients';
import { sentPut } from './sent-log';

export const noSubscribersMessage = 'No one subscribes to this service yet';
export const serviceNotFoundMessage = 'Service not found';

/** Who a notice to this audience reaches: every account, or a service's subscribers. */
export async function countRecipients(audience: {
  audience: 'all' | 'service';
  category?: string;
  service?: string;
}): Promise<number> {
  if (audience.audience === 'all') return countEveryUser();
  if (!audience.service) return 0;
  return (await subscribersOf(audience.service)).length;
}

async function serviceSubscribers(category: string, service: string): Promise<string[]> {
  if (!(await getService(category, service))) throw new NotFound(serviceNotFoundMessage);
  const subscribers = await subscribersOf(service);
  if (subscribers.length === 0) {
    throw new Invalid(noSubscribersMessage, { service: noSubscribersMessage });
  }
  return subscribers;
}

/**
 * An admin's notice: the sent-log line and its one audit entry in one transaction (a refused
 * send writes neither), then delivery. To everyone it is one broadcast item, written in the same
 * transaction; to a service's subscribers, one notice per subscriber. E-mail, if asked for, last.
 */
export async function sendAdminNotice(
  notice: NoticeValues,
  actor: string,
  portalOrigin: string,
  now: Date = new Date(),
): Promise<{ recipients: number }> {
  const content: NoticeContent = {
    kind: 'admin',
    title: notice.title,
    message: notice.message,
    ...(notice.link && { link: notice.link }),
  };
  const target =
    notice.audience === 'service' && notice.category && notice.service
      ? { category: notice.category, service: notice.service }
      : undefined;
  const subscribers = target
    ? await serviceSubscribers(target.category, target.service)
    : undefined;
  const recipients = subscribers ? subscribers.length : await countEveryUser();
  const stamp = newStamp(now);
  const sent: SentRecord = {
    stamp,
    at: now.toISOString(),
    actor,
    audience: target ? 'service' : 'all',
    ...target,
    title: notice.title,
    kind: 'admin',
    recipients,
    emailed: notice.email,
  };
  const broadcast: NoticeRecord = { ...content, stamp, createdAt: now.toISOString() };
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        sentPut(sent),
        ...(subscribers
          ? []
          : [
              {
                Put: {
                  TableName: tableName('notifications'),
                  Item: { ...broadcastKey(stamp), ...broadcast },
                },
              },
            ]),
        auditPut(
          {
            actor,
            action: 'notice.send',
            target: target ? `service:${target.service}` : 'users:all',
            after: { title: notice.title, recipients, emailed: notice.email },
          },
          now,
        ),
      ],
    }),
  );
  if (subscribers) await putUserNotices(subscribers, content, now);
  if (notice.email) {
    await mailEach(subscribers ?? (await everyUserEmail()), content, portalOrigin);
  }
  return { recipients };
}
