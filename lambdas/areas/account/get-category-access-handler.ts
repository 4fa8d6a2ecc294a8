import { getCategoryAccess } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listAccessRequests } from '../../users/access-request-repository';

export const getCategoryAccessHandler = handleOperation(getCategoryAccess, async ({ caller }) => ({
  items: await listAccessRequests(caller.email),
}));
