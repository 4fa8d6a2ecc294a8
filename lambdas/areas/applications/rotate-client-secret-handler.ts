import { rotateClientSecret } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import {
  requireClientCredentials,
  rotateClientSecret as rotateSecret,
  toClientCredentialsItem,
} from '../../applications/client-credentials';
import { handleOperation } from '../../lib/operation-handler';
import { settings } from '../../lib/settings';

/** A new secret at once; the previous one works until the overlap window ends. */
export const rotateClientSecretHandler = handleOperation(
  rotateClientSecret,
  async ({ params, caller }) => {
    await getApplication(caller.email, params.applicationId);
    const record = await requireClientCredentials(caller.email, params.applicationId);
    const issued = await rotateSecret(record, settings().keyRotationOverlapHours);
    const expiresAt = issued.record.previousSecret?.expiresAt ?? '';
    return {
      item: toClientCredentialsItem(issued.record),
      clientSecret: issued.clientSecret,
      message: `New secret issued; the previous secret works until ${expiresAt}`,
    };
  },
);
