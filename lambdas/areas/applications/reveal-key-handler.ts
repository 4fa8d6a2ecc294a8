import { revealKey } from '../../../shared/api/applications-operations';
import { findSubscription } from '../../applications/subscriptions';
import { keyValue } from '../../applications/plan-keys';
import { handleOperation } from '../../lib/operation-handler';

/** The value of one of the caller's keys, asked for on purpose (lists only mask it). */
export const revealKeyHandler = handleOperation(revealKey, async ({ params, caller }) => {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
  );
  return { apiKeyId: record.apiKeyId, value: await keyValue(record.apiKeyId) };
});
