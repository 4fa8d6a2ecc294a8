import { createAreaRouter } from '../../lib/area-router';
import { activateUserHandler } from './activate-user-handler';
import { deactivateUserHandler } from './deactivate-user-handler';
import { getCatalogueSummaryHandler } from './get-catalogue-summary-handler';
import { getCostEstimateHandler } from './get-cost-estimate-handler';
import { getUsageInsightsHandler } from './get-usage-insights-handler';
import { listAllApplicationsHandler } from './list-all-applications-handler';
import { listAuditEntriesHandler } from './list-audit-entries-handler';
import { listOrganizationUsersHandler } from './list-organization-users-handler';
import { listOrganizationsHandler } from './list-organizations-handler';
import { listUsersHandler } from './list-users-handler';
import { setAdminHandler } from './set-admin-handler';
import { unlockUserHandler } from './unlock-user-handler';

export const handler = createAreaRouter<'admin'>({
  activateUser: activateUserHandler,
  unlockUser: unlockUserHandler,
  deactivateUser: deactivateUserHandler,
  setAdmin: setAdminHandler,
  listUsers: listUsersHandler,
  listOrganizationUsers: listOrganizationUsersHandler,
  listOrganizations: listOrganizationsHandler,
  listAuditEntries: listAuditEntriesHandler,
  getCatalogueSummary: getCatalogueSummaryHandler,
  listAllApplications: listAllApplicationsHandler,
  getUsageInsights: getUsageInsightsHandler,
  getCostEstimate: getCostEstimateHandler,
});
