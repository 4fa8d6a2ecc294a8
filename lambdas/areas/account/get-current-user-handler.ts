import { getCurrentUser } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';

export const getCurrentUserHandler = handleOperation(getCurrentUser, async ({ caller }) => caller);
