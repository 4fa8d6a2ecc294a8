import { revokeCertificate } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import { revokeCertificate as revoke } from '../../applications/client-certificates';
import { handleOperation } from '../../lib/operation-handler';

/** Deletes one of the application's client certificates in API Gateway, then its record. */
export const revokeCertificateHandler = handleOperation(
  revokeCertificate,
  async ({ params, caller }) => {
    const { certificates } = await getApplication(caller.email, params.applicationId);
    await revoke(certificates, params.certificateId);
    return { message: 'Certificate revoked.' };
  },
);
