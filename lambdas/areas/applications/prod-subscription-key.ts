import type { ProductStage } from '../../../shared/plans';
import type { SubscriptionRecord } from '../../applications/application-record';
import { findSubscription } from '../../applications/subscriptions';
import type { Caller } from '../../lib/caller';
import { Conflict } from '../../lib/errors';

export const prodKeyNeedsCodeMessage =
  'A production key is shown only with a code sent to your e-mail: ask for one and enter it';
export const noCodeNeededMessage = 'Only production keys need a code';

/** The caller's own subscription named by the path (else 404), which must be on prod (else 409). */
export async function ownProdSubscription(
  caller: Caller,
  params: { applicationId: string; service: string; stage: ProductStage },
): Promise<SubscriptionRecord> {
  const record = await findSubscription(
    caller.email,
    params.applicationId,
    params.service,
    params.stage,
  );
  if (record.stage !== 'prod') throw new Conflict(noCodeNeededMessage);
  return record;
}
