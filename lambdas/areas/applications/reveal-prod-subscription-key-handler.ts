import { revealProdSubscriptionKey } from '../../../shared/api/applications-operations';
import { keyValue } from '../../applications/plan-keys';
import { handleOperation } from '../../lib/operation-handler';
import { revealAudit, useCode } from '../../requests/production/prod-key-code';
import { ownProdSubscription } from './prod-subscription-key';

/** A prod subscription's key value, only with a fresh mailed code (used once, audited). */
export const revealProdSubscriptionKeyHandler = handleOperation(
  revealProdSubscriptionKey,
  async ({ params, body, caller }) => {
    const record = await ownProdSubscription(caller, params);
    await useCode(
      caller.email,
      record.apiKeyId,
      body.code,
      revealAudit(caller.email, record.apiKeyId, {
        applicationId: record.applicationId,
        service: record.service,
      }),
    );
    return { apiKeyId: record.apiKeyId, value: await keyValue(record.apiKeyId) };
  },
);
