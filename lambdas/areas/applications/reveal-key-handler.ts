import { revealKey } from '../../../shared/api/applications-operations';
import { findSubscription } from '../../applications/subscriptions';
import { keyValue } from '../../applications/plan-keys';
import { Forbidden } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { prodKeyNeedsCodeMessage } from './prod-subscription-key';

/** The value of one of the caller's keys, asked for on purpose (lists only mask it). */
export const revealKeyHandler = handleOperation(revealKey, async ({ params, caller }) => {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
  );
  // A prod key opens the maker's live APIs: only a fresh mailed code reveals it.
  if (record.stage === 'prod') throw new Forbidden(prodKeyNeedsCodeMessage);
  return { apiKeyId: record.apiKeyId, value: await keyValue(record.apiKeyId) };
});
