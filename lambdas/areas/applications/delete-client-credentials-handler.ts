import { deleteClientCredentials } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import {
  removeClientCredentials,
  requireClientCredentials,
} from '../../applications/client-credentials';
import { handleOperation } from '../../lib/operation-handler';

/** Deletes the app client: every secret of it, and the tokens it issued, stop working. */
export const deleteClientCredentialsHandler = handleOperation(
  deleteClientCredentials,
  async ({ params, caller }) => {
    await getApplication(caller.email, params.applicationId);
    await removeClientCredentials(
      await requireClientCredentials(caller.email, params.applicationId),
    );
    return { message: 'Client credentials deleted.' };
  },
);
