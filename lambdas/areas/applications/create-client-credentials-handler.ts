import { createClientCredentials } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import {
  createClientCredentials as createCredentials,
  toClientCredentialsItem,
} from '../../applications/client-credentials';
import { handleOperation } from '../../lib/operation-handler';

/** An app client for the application; its secret is in this answer and nowhere else. */
export const createClientCredentialsHandler = handleOperation(
  createClientCredentials,
  async ({ params, caller }) => {
    const { application } = await getApplication(caller.email, params.applicationId);
    const issued = await createCredentials(application);
    return {
      item: toClientCredentialsItem(issued.record),
      clientSecret: issued.clientSecret,
      message: 'Client credentials created. Copy the secret now: it is not shown again.',
    };
  },
);
