import { generateCertificate } from '../../../shared/api/applications-credentials-operations';
import { getApplication } from '../../applications/application-repository';
import {
  generateCertificate as generate,
  toCertificateItem,
} from '../../applications/client-certificates';
import { handleOperation } from '../../lib/operation-handler';

/** A client certificate for the application's prod calls; the PEM is in this answer only. */
export const generateCertificateHandler = handleOperation(
  generateCertificate,
  async ({ params, body, caller }) => {
    const { application, certificates } = await getApplication(caller.email, params.applicationId);
    const { record, pem } = await generate(application, certificates, body.description);
    return {
      item: toCertificateItem(record),
      pemEncodedCertificate: pem,
      message: 'Certificate generated. Download the PEM now: it is not shown again.',
    };
  },
);
