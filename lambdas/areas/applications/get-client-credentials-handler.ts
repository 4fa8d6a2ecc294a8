import { getClientCredentials } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import { toClientCredentialsItem } from '../../applications/client-credentials';
import { handleOperation } from '../../lib/operation-handler';

/** The application's client credentials without any secret, or null when it has none. */
export const getClientCredentialsHandler = handleOperation(
  getClientCredentials,
  async ({ params, caller }) => {
    const { clientCredentials } = await getApplication(caller.email, params.applicationId);
    return { item: clientCredentials ? toClientCredentialsItem(clientCredentials) : null };
  },
);
