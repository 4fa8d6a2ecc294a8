import { subscribe } from '../../../shared/api/applications-operations';
import { subscribeApplication } from '../../applications/subscriptions';
import { toSubscriptionItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';

/** Subscribes one of the caller's applications to a service's sandbox: a key of its own. */
export const subscribeHandler = handleOperation(subscribe, async ({ body, caller }) => {
  const record = await subscribeApplication(caller, body);
  return { Item: toSubscriptionItem(record), message: 'Subscribed successfully' };
});
