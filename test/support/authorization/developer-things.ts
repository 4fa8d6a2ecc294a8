import { expect } from 'vitest';
import type { ClientCertificateItem } from '../../../shared/api/applications-credentials-operations';
import type { ProductionRequest } from '../../../shared/api/requests-production-operations';
import { productionRequestForm } from '../production-request-form';
import { portalApi, subscribedPartner, type SubscribedPartner } from '../subscribed-partner';

/**
 * The developer of the matrix and what they own: an application subscribed (sandbox, Basic) to a
 * General service with its key, client credentials, a client certificate, a production request
 * and the category access requests registration made (OCR and Sales, Pending).
 */
export interface DeveloperThings extends SubscribedPartner {
  email: string;
  applicationName: string;
  clientId: string;
  clientSecret: string;
  certificateId: string;
  productionRequestId: string;
}

export async function developerWithThings(adminToken: string): Promise<DeveloperThings> {
  const partner = await subscribedPartner('authz-dev', adminToken);
  const base = `/applications/${partner.applicationId}`;
  const credentials = await portalApi<{ item: { clientId: string }; clientSecret: string }>(
    'POST',
    `${base}/client-credentials`,
    partner.token,
  );
  expect(credentials.status).toBe(200);
  const certificate = await portalApi<{ item: ClientCertificateItem }>(
    'POST',
    `${base}/certificates`,
    partner.token,
    { description: 'matrix mTLS' },
  );
  expect(certificate.status).toBe(200);
  const request = await portalApi<ProductionRequest>(
    'POST',
    '/requests/production',
    partner.token,
    productionRequestForm(partner.subscription.applicationName, partner.service),
  );
  expect(request.status).toBe(200);
  const me = await portalApi<{ email: string }>('GET', '/users/me', partner.token);
  return {
    ...partner,
    email: me.body.email,
    applicationName: partner.subscription.applicationName,
    clientId: credentials.body.item.clientId,
    clientSecret: credentials.body.clientSecret,
    certificateId: certificate.body.item.certificateId,
    productionRequestId: request.body.uniqueId,
  };
}
