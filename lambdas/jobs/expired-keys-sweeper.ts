import { sweepExpiredSecrets } from '../applications/client-credentials';
import { sweepExpiredKeys } from '../applications/key-rotation';
import { expiredMarkers } from '../applications/rotation-repository';
import { logger } from '../lib/logger';

/** How many days of markers the sweeper reads: it catches up after this long an outage. */
export const sweepLookbackDays = 7;

/** The scheduled event's part this function reads: EventBridge's `time` is the scheduled time. */
export interface SweepEvent {
  time?: string;
}

/**
 * Removes rotated API keys and client secrets whose overlap window has ended. Run by an EventBridge rule every 15
 * minutes in AWS and by the local cloud's timer; the clock is the event's `time`, so a run can
 * be replayed for any instant.
 */
export async function handler(
  event: SweepEvent = {},
): Promise<{ removed: string[]; removedSecrets: string[] }> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isFinite(at.getTime()) ? at : new Date();
  const markers = await expiredMarkers(now, sweepLookbackDays);
  const removed = await sweepExpiredKeys(markers, now);
  if (removed.length > 0) logger.info('Removed expired previous keys', { removed });
  const removedSecrets = await sweepExpiredSecrets(markers);
  if (removedSecrets.length > 0) {
    logger.info('Removed expired previous client secrets', { removedSecrets });
  }
  return { removed, removedSecrets };
}
