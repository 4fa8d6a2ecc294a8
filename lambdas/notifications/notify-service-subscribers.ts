import { serviceDetailPath, serviceVersionPath } from '../../shared/schemas/notice-schema';
import { logger } from '../lib/logger';
import { mailEach, putUserNotices } from './notice-delivery';
import { newStamp } from './notice-keys';
import type { NoticeContent } from './notice-record';
import { subscribersOf } from './recipients';
import { putSent } from './sent-log';

export type ServiceChangeEvent =
  | { kind: 'newVersion'; category: string; service: string; apiName: string; version: string }
  | (ApiStatusChange & {
      status: 'tobeexpired';
      /** The day it stops (YYYY-MM-DD). */
      expiresOn: string;
      /** The service's newest version after the API's; absent when there is none yet. */
      moveTo?: string;
    })
  | (ApiStatusChange & { status: 'expired' });

interface ApiStatusChange {
  kind: 'apiStatus';
  category: string;
  service: string;
  apiName: string;
  /** The API's display name. */
  api: string;
}

/** '2031-03-31' → '31 March 2031' (the day as given, in no time zone). */
export function expiryDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** What a service change tells its subscribers: title, message and the service's page. */
export function serviceChangeNotice(event: ServiceChangeEvent): NoticeContent {
  if (event.kind === 'newVersion') {
    const title = `${event.apiName} has a new version ${event.version}`;
    return {
      kind: 'newVersion',
      title,
      message: `${title}. See what changed on the service's page.`,
      // The page open on the new version, where its 'What changed' shows.
      link: serviceVersionPath(event.category, event.service, event.version),
    };
  }
  const link = serviceDetailPath(event.category, event.service);
  if (event.status === 'expired') {
    const title = `${event.api} of ${event.apiName} has expired`;
    return {
      kind: 'apiStatus',
      title,
      message: `${title}. Calls to it are no longer supported.`,
      link,
    };
  }
  const title = `${event.api} of ${event.apiName} is to be expired`;
  const day = expiryDay(event.expiresOn);
  const advice = event.moveTo
    ? `Move your applications to ${event.moveTo} before then.`
    : 'There is no newer version yet: plan to move your applications off it.';
  return {
    kind: 'apiStatus',
    title,
    message: `${title} on ${day}. ${advice}`,
    // The version to move to, open on the service's page (with what changed in it).
    link: event.moveTo ? serviceVersionPath(event.category, event.service, event.moveTo) : link,
  };
}

/** Tells every subscriber of the service (e-mail + in-portal notice); resolves with how many users were told. */
export async function notifyServiceSubscribers(
  event: ServiceChangeEvent,
  actor: string,
  portalOrigin: string,
): Promise<{ notified: number }> {
  const now = new Date();
  const subscribers = await subscribersOf(event.service);
  if (subscribers.length === 0) return { notified: 0 };
  const content = serviceChangeNotice(event);
  await putUserNotices(subscribers, content, now);
  const mailed = await mailEach(subscribers, content, portalOrigin);
  await putSent({
    stamp: newStamp(now),
    at: now.toISOString(),
    actor,
    audience: 'service',
    category: event.category,
    service: event.service,
    title: content.title,
    kind: content.kind,
    recipients: subscribers.length,
    emailed: true,
  });
  logger.info('Service subscribers notified', {
    service: event.service,
    kind: event.kind,
    notified: subscribers.length,
    mailed,
  });
  return { notified: subscribers.length };
}
