import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import type { ServiceDoc } from '../../../../../../shared/docs/doc-model';
import { errorMessage } from '../../../../lib/error-message';

/** The select's value for a subscription (its `id` is unique only within its application). */
export function subscriptionValue(item: SubscriptionItem): string {
  return `${item.applicationId}/${item.id}`;
}

export function serviceDetailPath(doc: ServiceDoc): string {
  return `/apis/servicesdetail/${encodeURIComponent(doc.category)}/${encodeURIComponent(doc.service)}`;
}

interface SubscriptionSelectProps {
  id: string;
  doc: ServiceDoc;
  subscriptions: {
    isPending: boolean;
    error: unknown;
    data: SubscriptionItem[] | undefined;
  };
  registration: UseFormRegisterReturn;
}

/** 'Subscription key': the caller's sandbox subscriptions to this service; the relay adds the key. */
export function SubscriptionSelect({
  id,
  doc,
  subscriptions,
  registration,
}: SubscriptionSelectProps) {
  const items = subscriptions.data ?? [];
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>Subscription key</label>
      <select
        id={id}
        className="select"
        disabled={subscriptions.isPending || items.length === 0}
        aria-describedby={hintId}
        {...registration}
      >
        {subscriptions.isPending ? <option value="">Loading your subscriptions…</option> : null}
        {!subscriptions.isPending && items.length === 0 ? (
          <option value="">No subscription</option>
        ) : null}
        {items.map((item) => (
          <option key={subscriptionValue(item)} value={subscriptionValue(item)}>
            {item.applicationName} · {item.tier}
          </option>
        ))}
      </select>
      <p id={hintId} className="field-hint">
        {subscriptions.error ? (
          <span className="field-error">{errorMessage(subscriptions.error)}</span>
        ) : !subscriptions.isPending && items.length === 0 ? (
          <>
            None of your applications is subscribed to {doc.apiName} in the sandbox.{' '}
            <Link to={serviceDetailPath(doc)}>Subscribe on the service page</Link>, then come back.
          </>
        ) : (
          'The key of the chosen subscription is added by the portal; it never reaches this page.'
        )}
      </p>
    </div>
  );
}
