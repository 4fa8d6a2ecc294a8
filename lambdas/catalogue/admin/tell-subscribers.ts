import { logger } from '../../lib/logger';
import {
  notifyServiceSubscribers,
  type ServiceChangeEvent,
} from '../../notifications/notify-service-subscribers';

/** Tells a service's subscribers about a change already committed; a failure is only logged. */
export async function tellSubscribers(
  event: ServiceChangeEvent,
  actor: string,
  portalOrigin: string,
): Promise<void> {
  try {
    const { notified } = await notifyServiceSubscribers(event, actor, portalOrigin);
    logger.info('Subscribers told of a service change', { ...event, notified });
  } catch (error) {
    logger.error('Could not tell the subscribers of a service change', {
      ...event,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
