import { unsubscribe } from '../../../shared/api/applications-operations';
import { endSubscription, findSubscription } from '../../applications/subscriptions';
import { handleOperation } from '../../lib/operation-handler';

/** Ends a subscription (or finishes ending it): its key leaves the plan and is deleted, then the record. */
export const unsubscribeHandler = handleOperation(unsubscribe, async ({ params, caller }) => {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
    { ending: true },
  );
  await endSubscription(record);
  return { message: 'Unsubscribed successfully' };
});
