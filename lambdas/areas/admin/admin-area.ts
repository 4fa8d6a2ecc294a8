import { createAreaRouter } from '../../lib/area-router';
import { activateUserHandler } from './activate-user-handler';
import { deactivateUserHandler } from './deactivate-user-handler';
import { getCatalogueSummaryHandler } from './get-catalogue-summary-handler';
import { getCostEstimateHandler } from './get-cost-estimate-handler';
import { getServiceDefinitionHandler } from './get-service-definition-handler';
import { getUsageInsightsHandler } from './get-usage-insights-handler';
import { listAdminCatalogueHandler } from './list-admin-catalogue-handler';
import { listAllApplicationsHandler } from './list-all-applications-handler';
import { listAuditEntriesHandler } from './list-audit-entries-handler';
import { listOrganizationUsersHandler } from './list-organization-users-handler';
import { listOrganizationsHandler } from './list-organizations-handler';
import { listUsersHandler } from './list-users-handler';
import { setAdminHandler } from './set-admin-handler';
import { setApiStatusHandler } from './set-api-status-handler';
import { setServicePublishedHandler } from './set-service-published-handler';
import { unlockUserHandler } from './unlock-user-handler';
import { uploadServiceDefinitionHandler } from './upload-service-definition-handler';

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
  listAdminCatalogue: listAdminCatalogueHandler,
  setServicePublished: setServicePublishedHandler,
  setApiStatus: setApiStatusHandler,
  uploadServiceDefinition: uploadServiceDefinitionHandler,
  getServiceDefinition: getServiceDefinitionHandler,
});
