import { sweepExpiredSecrets } from '../applications/client-credentials';
import { sweepExpiredKeys } from '../applications/key-rotation';
import { removeOrphanKeys } from '../applications/orphan-keys';
import { expiredMarkers } from '../applications/rotation-repository';
import { logger } from '../lib/logger';
import { reportQuotaUsage } from './quota-usage';

/** How many days of markers the sweeper reads: it catches up after this long an outage. */
export const sweepLookbackDays = 7;

/** The scheduled event's part this function reads: EventBridge's `time` is the scheduled time. */
export interface SweepEvent {
  time?: string;
  /** 'Scheduled Event' from EventBridge (and the local timer); absent in a replay. */
  'detail-type'?: string;
}

/**
 * Whether this run also looks for orphan keys: a scheduled run (never a replay for a chosen
 * instant, which could make a key just created look an hour old) in each hour's first quarter,
 * so once an hour in AWS: listing every key costs a GetItem per key.
 */
export const reconcilesOrphans = (event: SweepEvent, now: Date) =>
  event['detail-type'] === 'Scheduled Event' && now.getUTCMinutes() < 15;

/**
 * Removes rotated API keys and client secrets whose overlap window has ended, and once an hour
 * the keys no record names (applications/orphan-keys.ts) and counts the AWS quotas used
 * (quota-usage.ts). Run by an EventBridge rule every 15
 * minutes in AWS and by the local cloud's timer; the clock is the event's `time`, so a run can
 * be replayed for any instant.
 */
export async function handler(
  event: SweepEvent = {},
): Promise<{ removed: string[]; removedSecrets: string[]; removedOrphans: string[] }> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isFinite(at.getTime()) ? at : new Date();
  const markers = await expiredMarkers(now, sweepLookbackDays);
  const removed = await sweepExpiredKeys(markers, now);
  if (removed.length > 0) logger.info('Removed expired previous keys', { removed });
  const removedSecrets = await sweepExpiredSecrets(markers);
  if (removedSecrets.length > 0) {
    logger.info('Removed expired previous client secrets', { removedSecrets });
  }
  const removedOrphans = reconcilesOrphans(event, now) ? await removeOrphanKeys(now) : [];
  if (removedOrphans.length > 0) {
    logger.warn('Removed API keys no record names', { removedOrphans });
  }
  // Once an hour too: how much of each AWS quota is used, as metrics for quota-alarms.ts.
  if (reconcilesOrphans(event, now)) await reportQuotaUsage();
  return { removed, removedSecrets, removedOrphans };
}
