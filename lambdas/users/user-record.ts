import type { AccountStatus, UserStatus } from '../../shared/identity-rules';
import { identityRules } from '../../shared/identity-rules';
import type { PasswordFingerprint } from './password-fingerprint';

/** The account of one user: `USER#<email>` / `PROFILE`. */
export interface UserRecord {
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  /** Absent when the user gave none (optional at registration, spec §5). */
  employeeId?: string;
  organization: string;
  /** The organization's code from the partner list; null for 'Others'. */
  partnerParentId: string | null;
  /** The categories asked for at registration; only those needing approval got a request. */
  categoriesRequested: string[];
  accountStatus: AccountStatus;
  userStatus: UserStatus;
  /**
   * Sign-in attempts started since the last completed one whose password was not proven, or
   * whose codes all failed (ARCHITECTURE "the lock"; triggers/refusal-after-password.ts).
   */
  failedAttempts: number;
  /** ISO time the password was last set. */
  passwordChangedAt: string;
  /** The current password's salted one-way fingerprint (password-fingerprint.ts); never sent out. */
  passwordFingerprint?: PasswordFingerprint;
  /** True until the first-sign-in (home) tour was shown. */
  newuser: boolean;
  /** The guided tours finished or closed (a DynamoDB string set; see tour-repository.ts). */
  toursDone?: ReadonlySet<string>;
  /** Set by 'Show the tours again': from then on only `toursDone` says the home tour was seen. */
  toursRestarted?: boolean;
  createdAt: string;
  /** What accountStatus was before a lock, so an unlock gives an admin back 'admin'. */
  statusBeforeLock?: AccountStatus;
  sub?: string;
}

/** A category access request: `ACCESS#<category>`. */
export interface AccessRequestRecord {
  category: string;
  requestStatus: 'Pending' | 'Approved' | 'Rejected';
  requestedAt: string;
  /** The sort key of its item in the admin's queue (see access-queue-keys.ts). */
  queueSk?: string;
  decidedAt?: string;
  /** The admin who decided. */
  decidedBy?: string;
  reason?: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When the password expires: it was set plus 60 days (identityRules.passwordMaxAgeDays). */
export function passwordExpiryDate(passwordChangedAt: string): string {
  const changed = new Date(passwordChangedAt).getTime();
  return new Date(changed + identityRules.passwordMaxAgeDays * dayMs).toISOString();
}
