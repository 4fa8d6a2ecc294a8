import { useId, useState } from 'react';
import type {
  ProductionDecision,
  ProductionRequestRow,
} from '../../../../../shared/api/requests-production-operations';
import { DialogActions } from '../../../components/dialog-actions';
import { Modal } from '../../../components/modal';
import '../../../components/signed-in.css';
import { rejectReasonMaxLength } from './reject-request-dialog';

interface DecideProductionDialogProps {
  request: ProductionRequestRow;
  decision: ProductionDecision;
  pending: boolean;
  onDecide: (reason: string) => void;
  onCancel: () => void;
}

const wording: Record<ProductionDecision, { title: string; label: string; effect: string }> = {
  approve: {
    title: 'Approve production request',
    label: 'Approve',
    effect: 'The application gets a production key under the requested plan.',
  },
  reject: { title: 'Reject production request', label: 'Reject', effect: 'No key is created.' },
  inProgress: {
    title: 'Mark request in progress',
    label: 'Mark in progress',
    effect: 'The requester sees that it is being looked at.',
  },
};

/** Asks before a decision on a production request; a rejection may carry a reason. */
export function DecideProductionDialog({
  request,
  decision,
  pending,
  onDecide,
  onCancel,
}: DecideProductionDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const { title, label, effect } = wording[decision];
  return (
    <Modal
      title={title}
      role="alertdialog"
      description={`${request.requester} · ${request.applicationName} · ${request.service}. ${effect} They are told by e-mail.`}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <DialogActions
          label={label}
          pending={pending}
          onCancel={onCancel}
          onAction={() => onDecide(reason)}
          tone={decision === 'reject' ? 'danger' : 'primary'}
        />
      }
    >
      {decision === 'reject' ? (
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
      ) : null}
    </Modal>
  );
}
