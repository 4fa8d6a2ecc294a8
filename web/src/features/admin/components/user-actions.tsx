import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';
import type { UserDecisionKind } from '../api/accounts-queries';
import { decisionLabel } from './user-decision-dialog';

/** The decisions that make sense for an account as it is (never removing one's own role). */
export function availableDecisions(user: AdminUser, selfEmail?: string): UserDecisionKind[] {
  const self = user.userEmailId === selfEmail;
  const kinds: UserDecisionKind[] = [];
  if (user.userStatus === 'inactive') kinds.push('activate');
  else if (!self) kinds.push('deactivate');
  if (user.accountStatus === 'locked') kinds.push('unlock');
  if (!user.isAdmin) kinds.push('grantAdmin');
  else if (!self) kinds.push('removeAdmin');
  return kinds;
}

interface UserActionsProps {
  user: AdminUser;
  selfEmail?: string;
  onDecide: (kind: UserDecisionKind, user: AdminUser) => void;
}

/** A row's action buttons, each naming the user for screen readers. */
export function UserActions({ user, selfEmail, onDecide }: UserActionsProps) {
  return (
    <div className="admin-actions">
      {availableDecisions(user, selfEmail).map((kind) => (
        <button
          key={kind}
          type="button"
          className={`button button--small ${kind === 'activate' || kind === 'unlock' ? '' : 'button--secondary'}`}
          aria-label={`${decisionLabel(kind)} ${user.userEmailId}`}
          onClick={() => onDecide(kind, user)}
        >
          {decisionLabel(kind)}
        </button>
      ))}
    </div>
  );
}
