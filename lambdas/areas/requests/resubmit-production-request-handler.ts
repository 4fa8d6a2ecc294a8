import { resubmitProductionRequest } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRequest } from '../../requests/production/production-record';
import { resubmitRequest } from '../../requests/production/production-requests';

/** The caller's request edited: reSubmit. */
export const resubmitProductionRequestHandler = handleOperation(
  resubmitProductionRequest,
  async ({ params, body, caller }) =>
    toProductionRequest(await resubmitRequest(caller, params.uniqueId, body)),
);
