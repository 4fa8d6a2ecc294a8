import { deleteApplication } from '../../../shared/api/applications-operations';
import { deleteApplicationRecord, getApplication } from '../../applications/application-repository';
import { endSubscription } from '../../applications/subscriptions';
import { handleOperation } from '../../lib/operation-handler';

/**
 * Ends every subscription (key out of its plan, key deleted, record deleted), then deletes the
 * application and frees its name. A failure part-way leaves the application with the
 * subscriptions not yet ended, each still with its key, so deleting again finishes the job.
 */
export const deleteApplicationHandler = handleOperation(
  deleteApplication,
  async ({ params, caller }) => {
    const { application, subscriptions } = await getApplication(caller.email, params.applicationId);
    for (const subscription of subscriptions) await endSubscription(subscription);
    await deleteApplicationRecord(application);
    return { message: 'Application deleted.' };
  },
);
