import { useEffect, useId, useRef } from 'react';
import { messages } from '../../../../shared/messages';
import { firstCallMessages } from '../../../../shared/first-call-messages';
import { revealSubscriptionKey } from '../../lib/applications/subscription-key-value';
import { errorMessage } from '../../lib/error-message';
import { CopyButton } from '../copy-button';
import { FormAlert } from '../form-alert';
import { MaskedKey } from '../masked-key';
import type { SandboxKeyResult } from './run-sandbox-key';
import { SandboxKeyLinks } from './sandbox-key-links';
import '../signed-in.css';
import '../subscribe/subscribe.css';

interface SandboxKeyDoneProps {
  result: SandboxKeyResult;
  docsPath?: string;
  onKeyError: (message: string) => void;
}

/**
 * After the run: 'Key created' (focused, so it is read out) and the key itself with Copy; when
 * fetching it failed, the key masked with Reveal and Copy and the reason above it.
 */
export function SandboxKeyDone({ result, docsPath, onKeyError }: SandboxKeyDoneProps) {
  const { subscription, key, keyError } = result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const label = `${subscription.apiName} key`;
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
        <strong>{subscription.applicationName}</strong> is subscribed to {subscription.apiName}{' '}
        (sandbox) under the {subscription.tier} plan.
      </p>
      <FormAlert message={keyError} />
      {key !== undefined ? (
        <span className="masked-key sandbox-key__value">
          <code className="masked-key__value">{key}</code>
          <span className="masked-key__actions">
            <CopyButton
              label={label}
              value={key}
              onError={(error) => onKeyError(errorMessage(error))}
            />
          </span>
        </span>
      ) : (
        <MaskedKey
          label={label}
          masked={subscription.maskedKey}
          reveal={() => revealSubscriptionKey(subscription)}
          onError={(error) => onKeyError(errorMessage(error))}
        />
      )}
      <p>
        <SendInHeader />
      </p>
      <SandboxKeyLinks subscription={subscription} docsPath={docsPath} />
    </section>
  );
}

/** 'Send this key in the x-api-key header.', the header's name as code. */
export function SendInHeader() {
  const [before, after] = firstCallMessages.sandboxKeyHeader.split('x-api-key');
  return (
    <>
      {before}
      <code>x-api-key</code>
      {after}.
    </>
  );
}
