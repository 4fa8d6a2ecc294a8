import { setAdmin } from '../../../shared/api/admin-accounts-operations';
import { setAdminRole } from '../../admin/admin-role';
import { signOutUser } from '../../admin/sign-out-user';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: grants or removes the admin role (never one's own); a removal signs them out everywhere. */
export const setAdminHandler = handleOperation(setAdmin, async ({ params, body, caller }) => {
  const outcome = await setAdminRole(params.email, body.admin, caller.email);
  if (!outcome.changed) {
    return { message: body.admin ? 'User is already an admin.' : 'User is not an admin.' };
  }
  logger.info(body.admin ? 'Admin role granted' : 'Admin role removed', {
    email: outcome.record.email,
    by: caller.email,
  });
  // Their tokens still name the admin group for up to an hour: the sessions end with the role.
  if (!body.admin) await signOutUser(outcome.record.email);
  return { message: body.admin ? 'Admin role granted.' : 'Admin role removed.' };
});
