import { getProductionRequest } from '../../../shared/api/requests-production-operations';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRequest } from '../../requests/production/production-record';
import { getAnyRequest } from '../../requests/production/production-repository';
import {
  ownRequest,
  productionNotFoundMessage,
} from '../../requests/production/production-requests';

/** One request in full: the caller's own; an admin's, any. */
export const getProductionRequestHandler = handleOperation(
  getProductionRequest,
  async ({ params, caller }) => {
    if (!caller.isAdmin) return toProductionRequest(await ownRequest(caller, params.uniqueId));
    const record = await getAnyRequest(params.uniqueId);
    if (!record) throw new NotFound(productionNotFoundMessage);
    return toProductionRequest(record);
  },
);
