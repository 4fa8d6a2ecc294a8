import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../shared/api/applications-operations';
import { messages } from '../../../../shared/messages';
import { applicationsPaths } from '../../lib/applications/applications-paths';
import { revealSubscriptionKey } from '../../lib/applications/subscription-key-value';
import { errorMessage } from '../../lib/error-message';
import { showError } from '../../lib/notify';
import { MaskedKey } from '../masked-key';
import '../signed-in.css';
import './subscribe.css';

const onKeyError = (error: unknown) => showError(errorMessage(error));

interface SubscribeDoneProps {
  subscription: SubscriptionItem;
}

/**
 * After subscribing: 'Key created' (focused, so it is read out), and the new key masked with
 * Reveal and Copy, as on the application page. The key id is never shown: it is not the key.
 */
export function SubscribeDone({ subscription }: SubscribeDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="subscribe-done" aria-labelledby={headingId}>
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="dialog-status dialog-status--success"
      >
        <span aria-hidden="true">✓</span> {messages.subscribeKeyCreated}
      </h3>
      <p>
        <strong>{subscription.applicationName}</strong> is subscribed to {subscription.apiName} (
        {subscription.stage}) under the {subscription.tier} plan. Send this key in the{' '}
        <code>x-api-key</code> header.
      </p>
      <MaskedKey
        label={`${subscription.apiName} key`}
        masked={subscription.maskedKey}
        reveal={() => revealSubscriptionKey(subscription)}
        onError={onKeyError}
      />
      <p className="subscribe-done__more">
        You find this key again on the page of{' '}
        <Link to={applicationsPaths.details(subscription.applicationId)}>
          {subscription.applicationName}
        </Link>
        .
      </p>
    </section>
  );
}
