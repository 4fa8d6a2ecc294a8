import { listOrganizations } from '../../../shared/api/admin-accounts-operations';
import { listOrganizationPage } from '../../admin/organization-list';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: the partner organizations (name, code), paged. */
export const listOrganizationsHandler = handleOperation(listOrganizations, async ({ query }) => {
  const page = await listOrganizationPage(query);
  return { ...page, limit: query.limit, offset: query.offset };
});
