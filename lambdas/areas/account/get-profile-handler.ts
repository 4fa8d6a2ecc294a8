import { getProfile } from '../../../shared/api/account-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { getUser } from '../../users/user-repository';
import { toProfile } from './to-sign-in-status';

export const getProfileHandler = handleOperation(getProfile, async ({ caller }) => {
  const record = await getUser(caller.email);
  if (!record) throw new NotFound('User not found');
  return toProfile(record);
});
