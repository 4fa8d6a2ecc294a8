import { deleteApplication } from '../../../shared/api/applications-operations';
import {
  deleteApplicationRecord,
  getApplication,
  markDeleting,
} from '../../applications/application-repository';
import { revokeCertificate } from '../../applications/client-certificates';
import { removeClientCredentials } from '../../applications/client-credentials';
import { endSubscription } from '../../applications/subscriptions';
import { handleOperation } from '../../lib/operation-handler';

/**
 * Marks the application so nothing can be added to it meanwhile, ends every subscription (key
 * out of its plan, key deleted, record deleted), deletes its app client and revokes its client
 * certificates, then deletes the application and frees its name. A failure part-way leaves the
 * application with what was not yet removed, each part still whole, so deleting again finishes.
 */
export const deleteApplicationHandler = handleOperation(
  deleteApplication,
  async ({ params, caller }) => {
    await markDeleting((await getApplication(caller.email, params.applicationId)).application);
    // Listed after the mark, so a subscription written just before it is ended too.
    const { application, subscriptions, clientCredentials, certificates } = await getApplication(
      caller.email,
      params.applicationId,
    );
    for (const subscription of subscriptions) await endSubscription(subscription);
    if (clientCredentials) await removeClientCredentials(clientCredentials);
    for (const certificate of certificates) {
      await revokeCertificate(certificates, certificate.certificateId);
    }
    await deleteApplicationRecord(application);
    return { message: 'Application deleted.' };
  },
);
