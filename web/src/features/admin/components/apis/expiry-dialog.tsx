import { useId, useState, type FormEvent } from 'react';
import { setApiStatusSchema } from '../../../../../../shared/schemas/admin-catalogue-schema';
import { DialogActions } from '../../../../components/dialog-actions';
import { FormAlert } from '../../../../components/form-alert';
import { Modal } from '../../../../components/modal';

interface ExpiryDialogProps {
  /** 'Create price quote (v1)'. */
  apiLabel: string;
  /** The version its subscribers are told to move to; undefined when there is no newer one. */
  moveTo: string | undefined;
  pending: boolean;
  /** The server's refusal, shown in the form. */
  problem: string | undefined;
  onConfirm: (expiresOn: string) => void;
  onCancel: () => void;
}

export const subscribersToldExpiry = (moveTo: string | undefined) =>
  moveTo
    ? `Subscribers will be told by e-mail and in the portal: the day it expires, and to move to ${moveTo}.`
    : 'Subscribers will be told by e-mail and in the portal: the day it expires. The service has no newer version to move to yet.';

/** Marks an API To Be Expired: asks for the day it expires, which its subscribers are told. */
export function ExpiryDialog({
  apiLabel,
  moveTo,
  pending,
  problem,
  onConfirm,
  onCancel,
}: ExpiryDialogProps) {
  const ids = { form: useId(), date: useId() };
  const [expiresOn, setExpiresOn] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = setApiStatusSchema.safeParse({
      status: 'tobeexpired',
      expiresOn: expiresOn || undefined,
    });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onConfirm(expiresOn);
  };
  const shown = invalid ?? problem;
  return (
    <Modal
      title={`Mark ${apiLabel} as To Be Expired?`}
      role="alertdialog"
      description={<p>{subscribersToldExpiry(moveTo)}</p>}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <DialogActions
          label="Mark as To Be Expired"
          formId={ids.form}
          pending={pending}
          onCancel={onCancel}
          tone="danger"
        />
      }
    >
      <form id={ids.form} onSubmit={submit} noValidate>
        <FormAlert message={shown} />
        <div className="field">
          <label htmlFor={ids.date}>Expires on</label>
          <input
            id={ids.date}
            type="date"
            className="input"
            required
            value={expiresOn}
            aria-invalid={shown ? true : undefined}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
