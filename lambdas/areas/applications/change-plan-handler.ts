import { changePlan } from '../../../shared/api/applications-operations';
import { changeSubscriptionPlan, findSubscription } from '../../applications/subscriptions';
import { toSubscriptionItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';

/** Moves the subscription's key to the plan of another tier; the key stays the same. */
export const changePlanHandler = handleOperation(changePlan, async ({ params, body, caller }) => {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
  );
  const changed = await changeSubscriptionPlan(record, body.usagePlan);
  return { Item: toSubscriptionItem(changed), message: `Plan changed to ${changed.tier}` };
});
