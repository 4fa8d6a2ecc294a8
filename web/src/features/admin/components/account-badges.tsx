import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';

const labels = {
  active: 'Active',
  inactive: 'Inactive',
  locked: 'Locked',
  admin: 'Admin',
} as const;

/** A status as a badge: text says it, colour only repeats it. */
export function AccountBadge({ status }: { status: keyof typeof labels }) {
  return <span className={`admin-badge admin-badge--${status}`}>{labels[status]}</span>;
}

/** The user status and, if not plain active, the account status. */
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <span className="admin-badges">
      <AccountBadge status={user.userStatus} />
      {user.accountStatus !== 'active' ? <AccountBadge status={user.accountStatus} /> : null}
    </span>
  );
}
