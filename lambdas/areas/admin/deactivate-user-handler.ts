import { deactivateUser } from '../../../shared/api/admin-accounts-operations';
import { deactivateDecision } from '../../admin/account-decisions';
import { signOutUser } from '../../admin/sign-out-user';
import { decideOnUser } from '../../admin/user-decisions';
import { Conflict } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { normaliseEmail } from '../../users/user-keys';

export const selfDeactivationMessage = 'You cannot deactivate your own account';

/**
 * Admin: the account can no longer sign in (and its sessions end); the decision and its audit
 * entry in one write.
 */
export const deactivateUserHandler = handleOperation(deactivateUser, async ({ params, caller }) => {
  if (normaliseEmail(params.email) === caller.email) throw new Conflict(selfDeactivationMessage);
  const outcome = await decideOnUser(params.email, caller.email, deactivateDecision);
  if (!outcome.changed) return { message: 'User is already inactive.' };
  logger.info('User deactivated', { email: outcome.record.email, by: caller.email });
  await signOutUser(outcome.record.email);
  return { message: 'User deactivated.' };
});
