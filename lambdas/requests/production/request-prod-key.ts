import { getSubscription } from '../../applications/subscription-repository';
import { Conflict } from '../../lib/errors';
import type { ProductionRequestRecord } from './production-record';

export const noProdKeyMessage = 'This request has no production key yet';
export const prodKeyGoneMessage =
  'This production key no longer exists: its subscription has been removed';

/**
 * The approved request's prod key as it is now: its prod subscription's current key, since a
 * rotation replaces the key the approval made (whose id the request keeps).
 */
export async function requestProdKeyId(record: ProductionRequestRecord): Promise<string> {
  if (record.status !== 'Approved' || !record.prodKey) throw new Conflict(noProdKeyMessage);
  const subscription = await getSubscription(
    record.requester,
    record.applicationId,
    record.service,
    'prod',
  );
  if (!subscription || subscription.endingSince) throw new Conflict(prodKeyGoneMessage);
  return subscription.apiKeyId;
}
