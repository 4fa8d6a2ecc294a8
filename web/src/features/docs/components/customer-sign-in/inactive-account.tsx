import { useId } from 'react';
import type { FlowAction } from './use-customer-flow';

interface InactiveAccountProps {
  pending: FlowAction | null;
  onReRegister: () => Promise<void>;
  onReactivate: () => Promise<void>;
}

/** INACTIVE.USER: the account exists but is inactive; register it again or reactivate it. */
export function InactiveAccount({ pending, onReRegister, onReactivate }: InactiveAccountProps) {
  const id = useId();
  return (
    <section className="customer-sign-in__step" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>This customer account is inactive</h3>
      <p className="field-hint">
        The number is verified, but its account is not active. Re-register it as a fresh account, or
        reactivate it by answering the customer&apos;s security question.
      </p>
      <div className="customer-sign-in__actions">
        <button
          type="button"
          className="button"
          disabled={pending !== null}
          aria-busy={pending === 'register' || undefined}
          onClick={() => void onReRegister()}
        >
          {pending === 'register' ? (
            <span className="spinner spinner--inline" aria-hidden="true" />
          ) : null}
          Re-register
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending !== null}
          aria-busy={pending === 'reactivate' || undefined}
          onClick={() => void onReactivate()}
        >
          {pending === 'reactivate' ? (
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
          ) : null}
          Reactivate
        </button>
      </div>
    </section>
  );
}
