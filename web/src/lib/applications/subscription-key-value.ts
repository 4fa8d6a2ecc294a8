import { revealKey, type SubscriptionItem } from '../../../../shared/api/applications-operations';
import { callOperation } from '../api-client';

/** The path parameters that name one subscription. */
export function subscriptionParams(subscription: SubscriptionItem) {
  const { applicationId, service, stage } = subscription;
  return { applicationId, service, stage };
}

/**
 * A sandbox or preprod key's whole value, fetched only when the user asks for it: the
 * application page and the subscribe dialog reveal keys through this one call.
 */
export async function revealSubscriptionKey(subscription: SubscriptionItem): Promise<string> {
  return (await callOperation(revealKey, { params: subscriptionParams(subscription) })).value;
}
