import type { ReactNode } from 'react';
import './signed-in.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons wait, the confirm button says so. */
  pending?: boolean;
}

/** Asks before something that cannot be undone (deleting, unsubscribing). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      role="alertdialog"
      description={description}
      onClose={() => {
        if (!pending) onCancel();
      }}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={pending}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
