import { listUsers } from '../../../shared/api/admin-accounts-operations';
import { toAdminUser } from '../../admin/to-admin-user';
import { handleOperation } from '../../lib/operation-handler';
import { listUsers as listUserPage } from '../../users/user-directory';

/** Admin: accounts by e-mail, searched, filtered and paged. */
export const listUsersHandler = handleOperation(listUsers, async ({ query }) => {
  const page = await listUserPage(query);
  return {
    items: page.items.map(toAdminUser),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
  };
});
