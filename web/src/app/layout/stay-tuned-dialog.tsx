import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { subscribeStayTuned } from '../../../../shared/api/content-operations';
import {
  stayTunedCloseDelayMs,
  stayTunedSchema,
} from '../../../../shared/schemas/stay-tuned-schema';
import { Modal } from '../../components/modal';
import { callOperation } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

type Phase =
  | { step: 'form'; error?: string }
  | { step: 'sending' }
  | { step: 'answered'; message: string; failed: boolean };

interface StayTunedDialogProps {
  /** What the visitor typed in the footer; submitted as soon as the dialog opens. */
  initialEmail: string;
  /** `subscribed`: the server kept the address (now or before). */
  onClose: (subscribed: boolean) => void;
}

/**
 * The stay-tuned dialog (spec §5, §7): checks the address ('Please enter valid email'), posts it,
 * shows the server's message and closes 5 s after that answer. An invalid address keeps the dialog
 * open with the field to correct it.
 */
export function StayTunedDialog({ initialEmail, onClose }: StayTunedDialogProps) {
  const fieldId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [phase, setPhase] = useState<Phase>({ step: 'sending' });
  const [subscribed, setSubscribed] = useState(false);
  const started = useRef(false);
  const mounted = useRef(true);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (value: string) => {
    const parsed = stayTunedSchema.safeParse({ email: value });
    if (!parsed.success) {
      setPhase({ step: 'form', error: parsed.error.issues[0]?.message });
      return;
    }
    setPhase({ step: 'sending' });
    try {
      const answer = await callOperation(subscribeStayTuned, {
        params: { kind: 'stay-tuned' },
        body: parsed.data,
      });
      if (!mounted.current) return;
      setSubscribed(true);
      setPhase({ step: 'answered', message: answer.message, failed: false });
    } catch (error) {
      if (!mounted.current) return;
      const message = isApiError(error) ? error.message : 'Something went wrong';
      setPhase({ step: 'answered', message, failed: true });
    }
  };

  // Once, even when React runs effects twice in development: a second post would say "already".
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void submit(initialEmail);
    }
    return () => {
      mounted.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the footer's address, on open only
  }, []);

  const answered = phase.step === 'answered';
  useEffect(() => {
    if (!answered) return undefined;
    const timer = window.setTimeout(() => onClose(subscribed), stayTunedCloseDelayMs);
    return () => window.clearTimeout(timer);
  }, [answered, onClose, subscribed]);

  const invalid = phase.step === 'form' ? phase.error : undefined;
  useEffect(() => {
    if (invalid) inputRef.current?.focus();
  }, [invalid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
  };
  const close = () => onClose(subscribed);
  const errorId = `${fieldId}-error`;

  return (
    <Modal
      title="Stay tuned"
      onClose={close}
      closeLabel="Close stay tuned"
      description={<p>News about new APIs, versions and the portal, by e-mail.</p>}
      actions={
        phase.step === 'form' ? (
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" form={`${fieldId}-form`} className="button">
              Subscribe
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        )
      }
    >
      {phase.step === 'form' ? (
        <form id={`${fieldId}-form`} noValidate onSubmit={onSubmit} className="stay-tuned-dialog">
          <div className="field">
            <label htmlFor={fieldId}>E-mail address</label>
            <input
              ref={inputRef}
              id={fieldId}
              type="email"
              className="input"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            {invalid ? (
              <p id={errorId} className="field-error">
                {invalid}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
      <div
        role={answered && phase.failed ? 'alert' : 'status'}
        className="stay-tuned-dialog__answer"
      >
        {phase.step === 'sending' ? (
          <>
            <span className="spinner spinner--inline" aria-hidden="true" /> Subscribing…
          </>
        ) : null}
        {answered ? (
          <p className={phase.failed ? 'field-error' : undefined}>{phase.message}</p>
        ) : null}
      </div>
    </Modal>
  );
}
