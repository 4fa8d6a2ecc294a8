import { deactivateUser } from '../../../shared/api/admin-accounts-operations';
import { deactivateDecision } from '../../admin/account-decisions';
import { suspendedMessage, unfinishedMessage } from '../../admin/key-decision-messages';
import { suspendKeys } from '../../admin/key-suspension';
import { signOutUser } from '../../admin/sign-out-user';
import { decideOnUser } from '../../admin/user-decisions';
import { Conflict, Unfinished } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { normaliseEmail } from '../../users/user-keys';

export const selfDeactivationMessage = 'You cannot deactivate your own account';

/**
 * Admin: the account can no longer sign in (and its sessions end); the decision and its audit
 * entry in one write. Then its API keys are suspended (key-suspension.ts); deactivating an
 * inactive account again finishes a suspension the function's time cut short.
 */
export const deactivateUserHandler = handleOperation(deactivateUser, async ({ params, caller }) => {
  if (normaliseEmail(params.email) === caller.email) throw new Conflict(selfDeactivationMessage);
  const outcome = await decideOnUser(params.email, caller.email, deactivateDecision);
  const account = outcome.changed ? 'User deactivated.' : 'User is already inactive.';
  if (outcome.changed) {
    logger.info('User deactivated', { email: outcome.record.email, by: caller.email });
    await signOutUser(outcome.record.email);
  }
  const work = await suspendKeys(outcome.record.email);
  if (work.left > 0) {
    throw new Unfinished(unfinishedMessage(account, work, 'suspended', 'deactivate again'));
  }
  if (!outcome.changed && work.done + work.clients === 0) return { message: account };
  return { message: suspendedMessage(account, work) };
});
