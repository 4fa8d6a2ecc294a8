import { submitProductionRequest } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRequest } from '../../requests/production/production-record';
import { submitRequest } from '../../requests/production/production-requests';

/** A new production request for one of the caller's applications: Pending. */
export const submitProductionRequestHandler = handleOperation(
  submitProductionRequest,
  async ({ body, caller }) => toProductionRequest(await submitRequest(caller, body)),
);
