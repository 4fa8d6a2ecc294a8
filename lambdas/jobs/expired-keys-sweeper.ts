import { sweepExpiredKeys } from '../applications/key-rotation';
import { logger } from '../lib/logger';

/** The scheduled event's part this function reads: EventBridge's `time` is the scheduled time. */
export interface SweepEvent {
  time?: string;
}

/**
 * Removes rotated API keys whose overlap window has ended. Run by an EventBridge rule every 15
 * minutes in AWS and by the local cloud's timer; the clock is the event's `time`, so a run can
 * be replayed for any instant.
 */
export async function handler(event: SweepEvent = {}): Promise<{ removed: string[] }> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isFinite(at.getTime()) ? at : new Date();
  const removed = await sweepExpiredKeys(now);
  if (removed.length > 0) logger.info('Removed expired previous keys', { removed });
  return { removed };
}
