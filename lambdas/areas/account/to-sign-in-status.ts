import type { Profile, SignInStatus } from '../../../shared/api/account-operations';
import { daysUntil } from '../../../shared/identity-rules';
import { passwordExpiryDate, type UserRecord } from '../../users/user-record';

/** The spec's sign-in check response (§3) from the account. */
export function toSignInStatus(record: UserRecord, now: Date = new Date()): SignInStatus {
  const expiry = passwordExpiryDate(record.passwordChangedAt);
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    mobileNumber: record.mobileNumber,
    company: record.organization,
    newuser: record.newuser,
    accountStatus: record.accountStatus,
    userStatus: record.userStatus,
    passwordExpiryDate: expiry,
    passwordExpiresInDays: daysUntil(expiry, now),
    passwordChangedAt: record.passwordChangedAt,
  };
}

export function toProfile(record: UserRecord): Profile {
  return {
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    mobileNumber: record.mobileNumber,
    organization: record.organization,
    employeeId: record.employeeId,
    passwordChangedAt: record.passwordChangedAt,
    passwordExpiryDate: passwordExpiryDate(record.passwordChangedAt),
  };
}
