import { createAreaRouter } from '../../lib/area-router';
import { changePlanHandler } from './change-plan-handler';
import { createClientCredentialsHandler } from './create-client-credentials-handler';
import { deleteClientCredentialsHandler } from './delete-client-credentials-handler';
import { generateCertificateHandler } from './generate-certificate-handler';
import { getClientCredentialsHandler } from './get-client-credentials-handler';
import { getKeyManagerHandler } from './get-key-manager-handler';
import { revokeCertificateHandler } from './revoke-certificate-handler';
import { rotateClientSecretHandler } from './rotate-client-secret-handler';
import { createApplicationHandler } from './create-application-handler';
import { deleteApplicationHandler } from './delete-application-handler';
import { getServiceAnalyticsHandler } from './get-service-analytics-handler';
import { getUsageHandler } from './get-usage-handler';
import { getApplicationHandler } from './get-application-handler';
import { listApplicationsHandler } from './list-applications-handler';
import { requestKeyCodeHandler } from './request-key-code-handler';
import { revealKeyHandler } from './reveal-key-handler';
import { revealProdSubscriptionKeyHandler } from './reveal-prod-subscription-key-handler';
import { rotateKeyHandler } from './rotate-key-handler';
import { subscribeHandler } from './subscribe-handler';
import { unsubscribeHandler } from './unsubscribe-handler';

export const handler = createAreaRouter<'applications'>({
  listApplications: listApplicationsHandler,
  createApplication: createApplicationHandler,
  getApplication: getApplicationHandler,
  deleteApplication: deleteApplicationHandler,
  subscribe: subscribeHandler,
  unsubscribe: unsubscribeHandler,
  changePlan: changePlanHandler,
  revealKey: revealKeyHandler,
  requestKeyCode: requestKeyCodeHandler,
  revealProdSubscriptionKey: revealProdSubscriptionKeyHandler,
  rotateKey: rotateKeyHandler,
  getUsage: getUsageHandler,
  getServiceAnalytics: getServiceAnalyticsHandler,
  getClientCredentials: getClientCredentialsHandler,
  createClientCredentials: createClientCredentialsHandler,
  rotateClientSecret: rotateClientSecretHandler,
  deleteClientCredentials: deleteClientCredentialsHandler,
  generateCertificate: generateCertificateHandler,
  revokeCertificate: revokeCertificateHandler,
  getKeyManager: getKeyManagerHandler,
});
