import { subscribeStayTuned } from '../../../shared/api/content-operations';
import { addStayTunedSubscriber } from '../../content/stay-tuned-store';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';

/** Public: the footer's stay-tuned subscription; a second time for an address writes nothing. */
export const subscribeStayTunedHandler = handleOperation(subscribeStayTuned, async ({ body }) => {
  const added = await addStayTunedSubscriber(body.email);
  // The address itself stays out of the logs.
  logger.info('Stay-tuned subscription', { added });
  return added
    ? {
        message: `Thank you for subscribing. We will write to ${body.email} about new APIs and portal news.`,
        alreadySubscribed: false,
      }
    : {
        message: `${body.email} is already subscribed. You will keep hearing from us.`,
        alreadySubscribed: true,
      };
});
