import { logger } from '../lib/logger';
import { buildTrending } from '../trending/build-trending';
import { utcDate } from '../usage/usage-reader';

/** The scheduled event's part this function reads: EventBridge's `time` is the scheduled time. */
export interface TrendingEvent {
  time?: string;
}

/** The UTC day before an instant, `YYYY-MM-DD`. */
export function dayBefore(at: Date): string {
  return utcDate(new Date(at.getTime() - 86_400_000));
}

/**
 * Ranks yesterday's services by their calls (the gateway's usage) for the home page's Trending
 * Services strip. Run daily by an EventBridge rule in AWS and by the local cloud's timer; the
 * clock is the event's `time`, so any day can be rebuilt (a run overwrites that day's ranking).
 */
export async function handler(
  event: TrendingEvent = {},
): Promise<{ date: string; services: string[] }> {
  const at = event.time ? new Date(event.time) : new Date();
  const date = dayBefore(Number.isFinite(at.getTime()) ? at : new Date());
  const ranked = await buildTrending(date);
  logger.info('Trending built', { date, services: ranked.length });
  return { date, services: ranked.map((item) => item.service) };
}
