import { createAreaRouter } from '../../lib/area-router';
import { changePlanHandler } from './change-plan-handler';
import { createApplicationHandler } from './create-application-handler';
import { deleteApplicationHandler } from './delete-application-handler';
import { getServiceAnalyticsHandler } from './get-service-analytics-handler';
import { getUsageHandler } from './get-usage-handler';
import { getApplicationHandler } from './get-application-handler';
import { listApplicationsHandler } from './list-applications-handler';
import { revealKeyHandler } from './reveal-key-handler';
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
  rotateKey: rotateKeyHandler,
  getUsage: getUsageHandler,
  getServiceAnalytics: getServiceAnalyticsHandler,
});
