import { useId, useState } from 'react';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { revealProdKeyBody } from '../../../../../shared/api/requests-production-operations';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-message';
import { useRequestKeyCode, useRevealProdSubscriptionKey } from '../api/subscription-calls';
import { SecretValue } from './issued-secret-dialog';
import { OneTimeCodeField } from '../../../components/one-time-code-field';

interface RevealProdKeyDialogProps {
  subscription: SubscriptionItem;
  onClose: () => void;
}

/**
 * A prod key is shown only with a one-time 6-digit code mailed to its owner, every time: the
 * dialog sends the code, takes it, and shows the key until it closes (closing forgets it).
 */
export function RevealProdKeyDialog({ subscription, onClose }: RevealProdKeyDialogProps) {
  const codeId = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [key, setKey] = useState<string>();
  const send = useRequestKeyCode();
  const reveal = useRevealProdSubscriptionKey();
  const title = `Reveal ${subscription.apiName} prod key`;

  const sendCode = () =>
    send.mutate(subscription, {
      onSuccess: () => {
        setSent(true);
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
      { subscription, code: parsed.data.code },
      { onSuccess: setKey, onError: (error) => setCodeError(errorMessage(error)) },
    );
  };

  const close = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {key ? 'Done' : 'Cancel'}
    </button>
  );

  if (key) {
    return (
      <Modal
        title={title}
        onClose={onClose}
        description={
          <p className="once-warning" role="note">
            Shown once: copy it now and keep it safe. To see it again, ask for a new code.
          </p>
        }
        actions={close}
      >
        <SecretValue label={`${subscription.apiName} prod key`} value={key} />
      </Modal>
    );
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      description={<p>To see the whole key, we e-mail you a one-time 6-digit code.</p>}
      actions={
        <>
          {close}
          {sent ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                disabled={send.isPending}
                onClick={sendCode}
              >
                Send a new code
              </button>
              <button
                type="submit"
                form={`${codeId}-form`}
                className="button"
                disabled={reveal.isPending}
              >
                {reveal.isPending ? 'Checking…' : 'Show key'}
              </button>
            </>
          ) : (
            <button type="button" className="button" disabled={send.isPending} onClick={sendCode}>
              {send.isPending ? 'Sending…' : 'Send code'}
            </button>
          )}
        </>
      }
    >
      {sent ? (
        <form
          id={`${codeId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p role="status">We sent a 6-digit code to your e-mail address.</p>
          <OneTimeCodeField id={codeId} value={code} error={codeError} onChange={setCode} />
        </form>
      ) : null}
      <FormAlert message={send.isError ? errorMessage(send.error) : undefined} />
    </Modal>
  );
}
