import { createAreaRouter } from '../../lib/area-router';
import { DomainError } from '../../lib/errors';
import { errorResponse } from '../../lib/http-response';
import type { ProxyHandler } from '../../lib/operation-handler';
import { changePlanHandler } from './change-plan-handler';
import { createApplicationHandler } from './create-application-handler';
import { deleteApplicationHandler } from './delete-application-handler';
import { getServiceAnalyticsHandler } from './get-service-analytics-handler';
import { getUsageHandler } from './get-usage-handler';
import { getApplicationHandler } from './get-application-handler';
import { listApplicationsHandler } from './list-applications-handler';
import { revealKeyHandler } from './reveal-key-handler';
import { subscribeHandler } from './subscribe-handler';
import { unsubscribeHandler } from './unsubscribe-handler';

/** Until its handler lands, an operation answers 501 (the contract is first). */
const notBuiltYet: ProxyHandler = async () =>
  errorResponse(new DomainError(501, 'NotImplemented', 'Not built yet'));

export const handler = createAreaRouter<'applications'>({
  listApplications: listApplicationsHandler,
  createApplication: createApplicationHandler,
  getApplication: getApplicationHandler,
  deleteApplication: deleteApplicationHandler,
  subscribe: subscribeHandler,
  unsubscribe: unsubscribeHandler,
  changePlan: changePlanHandler,
  revealKey: revealKeyHandler,
  rotateKey: notBuiltYet,
  getUsage: getUsageHandler,
  getServiceAnalytics: getServiceAnalyticsHandler,
});
