import type {
  ApplicationItem,
  SubscriptionItem,
} from '../../../../shared/api/applications-operations';

/**
 * The application the dialog offers first: the first (newest) of the user's applications without
 * a sandbox subscription to the service; undefined when there is none to pick.
 */
export function preselectedApplication(
  applications: readonly ApplicationItem[],
  sandboxSubscriptions: readonly SubscriptionItem[],
): ApplicationItem | undefined {
  const subscribed = new Set(sandboxSubscriptions.map((item) => item.applicationId));
  return applications.find((application) => !subscribed.has(application.applicationId));
}
