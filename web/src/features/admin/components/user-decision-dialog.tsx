import type { UserDecisionKind } from '../api/accounts-queries';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const wording: Record<UserDecisionKind, { title: string; label: string; what: string }> = {
  activate: { title: 'Activate user', label: 'Activate', what: 'may sign in from now on' },
  deactivate: { title: 'Deactivate user', label: 'Deactivate', what: 'can no longer sign in' },
  unlock: { title: 'Unlock account', label: 'Unlock', what: 'may sign in again' },
  grantAdmin: { title: 'Grant admin role', label: 'Grant admin', what: 'becomes an admin' },
  removeAdmin: { title: 'Remove admin role', label: 'Remove admin', what: 'is no longer an admin' },
};

export const decisionLabel = (kind: UserDecisionKind) => wording[kind].label;

interface UserDecisionDialogProps {
  kind: UserDecisionKind;
  email: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an admin decision on an account; it is written to the audit log. */
export function UserDecisionDialog({
  kind,
  email,
  pending,
  onConfirm,
  onCancel,
}: UserDecisionDialogProps) {
  const words = wording[kind];
  return (
    <ConfirmDialog
      title={words.title}
      description={
        <p>
          <strong>{email}</strong> {words.what}. The decision is recorded in the audit log.
        </p>
      }
      confirmLabel={words.label}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
