import { unlockUser } from '../../../shared/api/admin-operations';
import { unlockDecision } from '../../admin/account-decisions';
import { decideOnUser } from '../../admin/user-decisions';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: ends a lock (3 failed sign-ins) and clears the failed attempts. */
export const unlockUserHandler = handleOperation(unlockUser, async ({ params, caller }) => {
  const { record, changed } = await decideOnUser(params.email, caller.email, unlockDecision);
  if (!changed) return { message: 'User is not locked.' };
  logger.info('User unlocked', { email: record.email, by: caller.email });
  return { message: 'User unlocked.' };
});
