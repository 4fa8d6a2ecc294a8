import { searchOrganizations } from '../../../shared/api/auth-operations';
import { handleOperation } from '../../lib/operation-handler';
import * as organizations from '../../organizations/organization-repository';

export const searchOrganizationsHandler = handleOperation(
  searchOrganizations,
  async ({ query }) => ({ items: await organizations.searchOrganizations(query.search) }),
);
