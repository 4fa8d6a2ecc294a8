import { useId, useState } from 'react';
import type { AccessRequestRow } from '../../../../../shared/api/requests-operations';
import { DialogActions } from '../../../components/dialog-actions';
import { Modal } from '../../../components/modal';
import '../../../components/signed-in.css';

export const rejectReasonMaxLength = 250;

interface RejectRequestDialogProps {
  request: AccessRequestRow;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before rejecting a request, with an optional reason the requester's mail carries. */
export function RejectRequestDialog({
  request,
  pending,
  onReject,
  onCancel,
}: RejectRequestDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <Modal
      title="Reject access request"
      role="alertdialog"
      description={`Reject ${request.email}'s request for the ${request.category} category? They are told by e-mail.`}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <DialogActions
          label="Reject"
          pending={pending}
          onCancel={onCancel}
          onAction={() => onReject(reason)}
          tone="danger"
        />
      }
    >
      <div className="field">
        <label htmlFor={reasonId}>Reason (optional)</label>
        <textarea
          id={reasonId}
          className="input textarea"
          rows={3}
          maxLength={rejectReasonMaxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </Modal>
  );
}
