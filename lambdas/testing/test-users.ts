import type { UserRecord } from '../users/user-record';

/** A registered, activated developer, as the tests start from. */
export function testUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    email: 'dev@partner.example',
    firstName: 'Asha',
    lastName: 'Rao',
    mobileNumber: '9876543210',
    employeeId: 'EMP42',
    organization: 'DECCAN WHEELS MOTORS',
    partnerParentId: 'DLR1002',
    categoriesRequested: ['Sales'],
    accountStatus: 'active',
    userStatus: 'active',
    failedAttempts: 0,
    passwordChangedAt: '2026-01-01T00:00:00.000Z',
    newuser: false,
    createdAt: '2025-12-01T00:00:00.000Z',
    ...overrides,
  };
}
