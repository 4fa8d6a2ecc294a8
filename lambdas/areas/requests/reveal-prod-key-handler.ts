import { revealProdKey } from '../../../shared/api/requests-production-operations';
import { keyValue } from '../../applications/plan-keys';
import { handleOperation } from '../../lib/operation-handler';
import { revealAudit, useCode } from '../../requests/production/prod-key-code';
import { ownRequest } from '../../requests/production/production-requests';
import { requestProdKeyId } from '../../requests/production/request-prod-key';

/** The approved request's prod key value, only with a fresh mailed code (used once, audited). */
export const revealProdKeyHandler = handleOperation(
  revealProdKey,
  async ({ params, body, caller }) => {
    const record = await ownRequest(caller, params.uniqueId);
    const apiKeyId = await requestProdKeyId(record);
    await useCode(
      caller.email,
      apiKeyId,
      body.code,
      revealAudit(caller.email, apiKeyId, {
        applicationId: record.applicationId,
        service: record.service,
        request: record.uniqueId,
      }),
    );
    return { apiKeyId, value: await keyValue(apiKeyId) };
  },
);
