import { unlockUser } from '../../../shared/api/admin-operations';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { unlockAccount } from '../../users/user-repository';

/** Admin: ends a lock (3 failed sign-ins) and clears the failed attempts. */
export const unlockUserHandler = handleOperation(unlockUser, async ({ params, caller }) => {
  const record = await unlockAccount(params.email);
  logger.info('User unlocked', { email: record.email, by: caller.email });
  return { message: 'User unlocked.' };
});
