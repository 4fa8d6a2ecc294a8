import type { ReactNode } from 'react';

interface DialogActionsProps {
  /** The action's label, e.g. 'Create'. */
  label: ReactNode;
  /** While the action runs: both buttons are disabled and the action shows a spinner. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** The form the action submits; without it the action is a plain button calling `onAction`. */
  formId?: string;
  onAction?: () => void;
  /** Disabled for another reason than running (nothing to submit, already done). */
  disabled?: boolean;
  tone?: 'primary' | 'danger';
}

/** The footer of every dialog that runs one action: Cancel, and the action with its spinner. */
export function DialogActions({
  label,
  pending,
  onCancel,
  cancelLabel = 'Cancel',
  formId,
  onAction,
  disabled = false,
  tone = 'primary',
}: DialogActionsProps) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={onCancel}
        disabled={pending}
      >
        {cancelLabel}
      </button>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        className={tone === 'danger' ? 'button button--danger' : 'button'}
        onClick={formId ? undefined : onAction}
        disabled={pending || disabled}
        aria-busy={pending || undefined}
      >
        {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
        {label}
      </button>
    </>
  );
}
