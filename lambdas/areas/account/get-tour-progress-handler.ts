import { getTourProgress } from '../../../shared/api/account-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { toursDone } from '../../users/tour-repository';
import { getUser } from '../../users/user-repository';

export const getTourProgressHandler = handleOperation(getTourProgress, async ({ caller }) => {
  const record = await getUser(caller.email);
  if (!record) throw new NotFound('User not found');
  return { done: toursDone(record) };
});
