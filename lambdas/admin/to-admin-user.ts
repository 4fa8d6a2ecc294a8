import type { AdminUser } from '../../shared/api/admin-accounts-operations';
import type { ListedUser } from '../users/user-directory';
import { holdsAdmin } from './account-decisions';

/** An account as the admin's user list answers it. */
export function toAdminUser(record: ListedUser): AdminUser {
  return {
    userEmailId: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    organization: record.organization,
    userStatus: record.userStatus,
    accountStatus: record.accountStatus,
    productionStatus: record.productionStatus ?? null,
    isAdmin: holdsAdmin(record),
    createdAt: record.createdAt,
  };
}
