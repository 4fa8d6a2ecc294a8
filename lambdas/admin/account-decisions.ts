import type { AccountStatus } from '../../shared/identity-rules';
import type { UserRecord } from '../users/user-record';
import type { UserDecision } from './user-decisions';

export const activateDecision: UserDecision = {
  action: 'user.activate',
  change: (record) => (record.userStatus === 'active' ? undefined : { userStatus: 'active' }),
};

export const deactivateDecision: UserDecision = {
  action: 'user.deactivate',
  change: (record) => (record.userStatus === 'inactive' ? undefined : { userStatus: 'inactive' }),
};

/** The status a lock ends in: the one before it (so an admin stays admin), else active. */
function restoredStatus(record: UserRecord): AccountStatus {
  if (record.accountStatus !== 'locked') return record.accountStatus;
  return record.statusBeforeLock && record.statusBeforeLock !== 'locked'
    ? record.statusBeforeLock
    : 'active';
}

/** Ends a lock (3 failed sign-ins) and clears the failed attempts. */
export const unlockDecision: UserDecision = {
  action: 'user.unlock',
  change: (record) =>
    record.accountStatus !== 'locked' && !record.failedAttempts
      ? undefined
      : { accountStatus: restoredStatus(record), failedAttempts: 0 },
};

/** Whether the account holds the admin role (a locked admin too). */
export function holdsAdmin(record: UserRecord): boolean {
  return restoredStatus(record) === 'admin';
}

/**
 * Grants or removes the admin role on the record: accountStatus, or while the account is locked
 * the status its unlock gives back.
 */
export function adminRoleDecision(admin: boolean): UserDecision {
  const status: AccountStatus = admin ? 'admin' : 'active';
  return {
    action: admin ? 'user.grantAdmin' : 'user.removeAdmin',
    change: (record) => {
      if (holdsAdmin(record) === admin) return undefined;
      return record.accountStatus === 'locked'
        ? { statusBeforeLock: status }
        : { accountStatus: status };
    },
  };
}
