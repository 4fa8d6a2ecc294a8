import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import type { ServiceDoc } from '../../../../../../shared/docs/doc-model';
import { SandboxKeyButton } from '../../../../components/sandbox-key/sandbox-key-button';
import { useSubscribeOffer } from '../../../../lib/access/use-category-access';
import { useAuth } from '../../../../lib/auth/auth-context';
import { errorMessage } from '../../../../lib/error-message';
import { useServiceCatalogue } from '../../api/get-service-catalogue';

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
  const none = !subscriptions.isPending && !subscriptions.error && items.length === 0;
  const mayGetKey = useMayGetSandboxKey(doc);
  // The dialog's button is gone once the new subscription is listed: the select takes the focus.
  const [closed, setClosed] = useState(0);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (closed > 0 && focusLost) document.getElementById(id)?.focus();
  }, [closed, id]);
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
        ) : none ? (
          <>
            None of your applications is subscribed to {doc.apiName} in the sandbox.{' '}
            {mayGetKey ? (
              'Get a key of your own, then try it out here.'
            ) : (
              <>
                <Link to={serviceDetailPath(doc)}>Subscribe on the service page</Link>, then come
                back.
              </>
            )}
          </>
        ) : (
          'Send adds the key of the chosen subscription in the portal; Copy curl with my key fetches it for that copy only.'
        )}
      </p>
      {mayGetKey ? (
        // Kept while its dialog is open, even once the new subscription has hidden the button.
        <SandboxKeyButton
          target={{ category: doc.category, service: doc.service, apiName: doc.apiName }}
          className="button button--small sandbox-key-hint-action"
          hidden={!none}
          onClosed={() => setClosed((count) => count + 1)}
        />
      ) : null}
    </div>
  );
}

/** The rule Subscribe follows (useSubscribeOffer), on the catalogue's view of the doc's category. */
function useMayGetSandboxKey(doc: ServiceDoc): boolean {
  const { user } = useAuth();
  const catalogue = useServiceCatalogue(doc.category, doc.service, user !== null);
  const category = catalogue.data?.category;
  const offer = useSubscribeOffer(
    user,
    category ?? { name: doc.category, subscribable: false, requestAccess: true },
  );
  return category !== undefined && offer.kind === 'subscribe';
}
