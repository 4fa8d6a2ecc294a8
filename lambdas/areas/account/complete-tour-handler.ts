import { completeTour } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { recordTourDone, toursDone } from '../../users/tour-repository';

export const completeTourHandler = handleOperation(completeTour, async ({ caller, params }) => ({
  done: toursDone(await recordTourDone(caller.email, params.tour)),
}));
