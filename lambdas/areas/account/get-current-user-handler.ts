import { getCurrentUser } from '../../../shared/api/account-operations';
import { Unauthorized } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const getCurrentUserHandler = handleOperation(getCurrentUser, async ({ caller }) => {
  if (!caller) throw new Unauthorized();
  return caller;
});
