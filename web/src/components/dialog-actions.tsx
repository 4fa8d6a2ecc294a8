import type { MouseEvent, ReactNode } from 'react';

interface DialogActionsProps {
  /** The action's label, e.g. 'Create'. */
  label: ReactNode;
  /**
   * While the action runs: both buttons refuse presses (aria-disabled, not `disabled`, which
   * would drop a keyboard user's focus to the page) and the action shows a spinner.
   */
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
  // A press while it runs does nothing: a submit (or Enter in the form) would send it again.
  const whileRunning = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    return pending;
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={(event) => {
          if (!whileRunning(event)) onCancel();
        }}
        aria-disabled={pending || undefined}
      >
        {cancelLabel}
      </button>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        className={tone === 'danger' ? 'button button--danger' : 'button'}
        onClick={(event) => {
          if (!whileRunning(event) && !formId) onAction?.();
        }}
        disabled={disabled}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
      >
        {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
        {label}
      </button>
    </>
  );
}
