import { useId, useState } from 'react';
import { revealProdKeyBody } from '../../../../../shared/api/requests-production-operations';
import { CopyButton } from '../../../components/copy-button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { useRequestProdKeyCode, useRevealProdKey } from '../api/production-request-calls';
import { OneTimeCodeField } from '../../../components/one-time-code-field';

interface RevealProdKeyProps {
  uniqueId: string;
  maskedKey: string;
}

type Step = 'idle' | 'ask' | 'code' | 'shown';

/**
 * The production key of an approved request: masked, then shown once after a 6-digit code the
 * portal e-mails to the owner ('OTP for credentials').
 */
export function RevealProdKey({ uniqueId, maskedKey }: RevealProdKeyProps) {
  const codeId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [key, setKey] = useState<string>();
  const send = useRequestProdKeyCode();
  const reveal = useRevealProdKey();

  const sendCode = () =>
    send.mutate(uniqueId, {
      onSuccess: () => {
        setStep('code');
        setCode('');
        setCodeError(undefined);
      },
    });

  const submit = () => {
    const parsed = revealProdKeyBody.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    reveal.mutate(
      { uniqueId, code: parsed.data.code },
      {
        onSuccess: (answer) => {
          setKey(answer.value);
          setStep('shown');
        },
        onError: (error) => setCodeError(errorMessage(error)),
      },
    );
  };

  return (
    <section className="prod-key request-section" aria-labelledby={`${codeId}-title`}>
      <h2 id={`${codeId}-title`}>Production key</h2>
      {step === 'shown' && key ? (
        <>
          <p className="prod-key__value">
            <code aria-label="Production key value">{key}</code>
            <CopyButton value={key} label="production key" />
          </p>
          <p className="field-hint">
            Shown once: copy it now and keep it safe. To see it again, ask for a new code.
          </p>
        </>
      ) : (
        <>
          <p className="prod-key__value">
            <code aria-label="Production key, masked">{maskedKey}</code>
          </p>
          {step === 'idle' ? (
            <div>
              <button type="button" className="button" onClick={() => setStep('ask')}>
                Reveal production key
              </button>
            </div>
          ) : step === 'ask' ? (
            <div>
              <p>To see the whole key, we e-mail you a one-time 6-digit code.</p>
              <button type="button" className="button" disabled={send.isPending} onClick={sendCode}>
                {send.isPending ? 'Sending…' : 'Send code'}
              </button>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <p role="status">We sent a 6-digit code to your e-mail address.</p>
              <OneTimeCodeField id={codeId} value={code} error={codeError} onChange={setCode} />
              <div className="table-actions">
                <button type="submit" className="button" disabled={reveal.isPending}>
                  {reveal.isPending ? 'Checking…' : 'Show key'}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={send.isPending}
                  onClick={sendCode}
                >
                  Send a new code
                </button>
              </div>
            </form>
          )}
          <FormAlert message={send.isError ? errorMessage(send.error) : undefined} />
        </>
      )}
    </section>
  );
}
