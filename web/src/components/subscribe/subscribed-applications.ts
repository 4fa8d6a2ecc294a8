import type {
  ApplicationItem,
  SubscriptionItem,
} from '../../../../shared/api/applications-operations';

/**
 * The user's applications when every one of them is already subscribed to the service (then
 * there is nothing left to subscribe); undefined while either list is unknown, when the user has
 * no application, or when one is still unsubscribed.
 */
export function everyApplicationSubscribed(
  applications: readonly ApplicationItem[] | undefined,
  subscriptions: readonly SubscriptionItem[] | undefined,
): readonly ApplicationItem[] | undefined {
  if (!applications || !subscriptions || applications.length === 0) return undefined;
  const subscribed = new Set(subscriptions.map((item) => item.applicationId));
  return applications.every((application) => subscribed.has(application.applicationId))
    ? applications
    : undefined;
}
