import { getSignInStatus } from '../../../shared/api/account-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { getUser } from '../../users/user-repository';
import { toSignInStatus } from './to-sign-in-status';

export const getSignInStatusHandler = handleOperation(getSignInStatus, async ({ caller }) => {
  const record = await getUser(caller.email);
  if (!record) throw new NotFound('User not found');
  return toSignInStatus(record);
});
