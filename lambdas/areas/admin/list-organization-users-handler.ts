import { listOrganizationUsers } from '../../../shared/api/admin-accounts-operations';
import { toAdminUser } from '../../admin/to-admin-user';
import { handleOperation } from '../../lib/operation-handler';
import { listUsers } from '../../users/user-directory';

/** Admin: the accounts of one organization (4 at first, spec §9). */
export const listOrganizationUsersHandler = handleOperation(
  listOrganizationUsers,
  async ({ params, query }) => {
    const page = await listUsers({ ...query, organization: params.organization });
    return {
      items: page.items.map(toAdminUser),
      total: page.total,
      limit: query.limit,
      offset: query.offset,
    };
  },
);
