import { resetTours } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { clearToursDone, toursDone } from '../../users/tour-repository';

export const resetToursHandler = handleOperation(resetTours, async ({ caller }) => ({
  done: toursDone(await clearToursDone(caller.email)),
}));
