import { rotateKey } from '../../../shared/api/applications-operations';
import { rotateSubscriptionKey } from '../../applications/key-rotation';
import { findSubscription } from '../../applications/subscriptions';
import { toSubscriptionItem } from '../../applications/to-items';
import { settings } from '../../lib/settings';
import { handleOperation } from '../../lib/operation-handler';

/** A new key at once; the previous one works until the stage's overlap window ends. */
export const rotateKeyHandler = handleOperation(rotateKey, async ({ params, caller }) => {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
  );
  const rotated = await rotateSubscriptionKey(record, settings().keyRotationOverlapHours);
  const expiresAt = rotated.previousKey?.expiresAt ?? '';
  return {
    Item: toSubscriptionItem(rotated),
    message: `New key issued; the previous key works until ${expiresAt}`,
  };
});
