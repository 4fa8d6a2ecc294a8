import type { ReactNode } from 'react';
import './signed-in.css';
import { Modal } from './modal';
import { DialogActions } from './dialog-actions';

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
        <DialogActions
          label={confirmLabel}
          pending={pending}
          onCancel={onCancel}
          onAction={onConfirm}
          tone="danger"
        />
      }
    />
  );
}
