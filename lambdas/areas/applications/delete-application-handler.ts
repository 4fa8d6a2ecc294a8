import { deleteApplication } from '../../../shared/api/applications-operations';
import {
  deleteApplicationRecord,
  getApplication,
  markDeleting,
} from '../../applications/application-repository';
import { endSubscription } from '../../applications/subscriptions';
import { handleOperation } from '../../lib/operation-handler';

/**
 * Marks the application so no subscription can be added meanwhile, ends every subscription (key
 * out of its plan, key deleted, record deleted), then deletes the application and frees its
 * name. A failure part-way leaves the application with the subscriptions not yet ended, each
 * still with its key, so deleting again finishes the job.
 */
export const deleteApplicationHandler = handleOperation(
  deleteApplication,
  async ({ params, caller }) => {
    await markDeleting((await getApplication(caller.email, params.applicationId)).application);
    // Listed after the mark, so a subscription written just before it is ended too.
    const { application, subscriptions } = await getApplication(caller.email, params.applicationId);
    for (const subscription of subscriptions) await endSubscription(subscription);
    await deleteApplicationRecord(application);
    return { message: 'Application deleted.' };
  },
);
