import { revealProdKey } from '../../../shared/api/requests-production-operations';
import { keyValue } from '../../applications/plan-keys';
import { Conflict } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { useCode } from '../../requests/production/prod-key-code';
import { ownRequest } from '../../requests/production/production-requests';
import { noProdKeyMessage } from './request-prod-key-code-handler';

/** The approved request's prod key value, only with the mailed code (used once). */
export const revealProdKeyHandler = handleOperation(
  revealProdKey,
  async ({ params, body, caller }) => {
    const record = await ownRequest(caller, params.uniqueId);
    if (record.status !== 'Approved' || !record.prodKey) throw new Conflict(noProdKeyMessage);
    await useCode(caller.email, record.uniqueId, body.code);
    return { apiKeyId: record.prodKey.apiKeyId, value: await keyValue(record.prodKey.apiKeyId) };
  },
);
