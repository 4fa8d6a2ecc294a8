import { revealProdKey } from '../../../shared/api/requests-production-operations';
import { keyValue } from '../../applications/plan-keys';
import { Conflict } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { revealAudit, useCode } from '../../requests/production/prod-key-code';
import { ownRequest } from '../../requests/production/production-requests';
import { noProdKeyMessage } from './request-prod-key-code-handler';

/** The approved request's prod key value, only with a fresh mailed code (used once, audited). */
export const revealProdKeyHandler = handleOperation(
  revealProdKey,
  async ({ params, body, caller }) => {
    const record = await ownRequest(caller, params.uniqueId);
    if (record.status !== 'Approved' || !record.prodKey) throw new Conflict(noProdKeyMessage);
    const { apiKeyId } = record.prodKey;
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
