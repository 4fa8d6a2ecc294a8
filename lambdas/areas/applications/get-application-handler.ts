import { getApplication } from '../../../shared/api/applications-operations';
import { getApplication as getOwnApplication } from '../../applications/application-repository';
import { toApplicationItem, toSubscriptionItem } from '../../applications/to-items';
import { handleOperation } from '../../lib/operation-handler';

/** One of the caller's applications with its subscriptions (keys masked). */
export const getApplicationHandler = handleOperation(getApplication, async ({ params, caller }) => {
  const { application, subscriptions } = await getOwnApplication(
    caller.email,
    params.applicationId,
  );
  return {
    item: toApplicationItem(application, subscriptions.length),
    subscriptions: subscriptions.map(toSubscriptionItem),
  };
});
