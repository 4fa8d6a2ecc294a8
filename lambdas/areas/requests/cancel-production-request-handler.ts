import { cancelProductionRequest } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRequest } from '../../requests/production/production-record';
import { cancelRequest } from '../../requests/production/production-requests';

/** The caller cancels their request. */
export const cancelProductionRequestHandler = handleOperation(
  cancelProductionRequest,
  async ({ params, caller }) => toProductionRequest(await cancelRequest(caller, params.uniqueId)),
);
