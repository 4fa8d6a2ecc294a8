import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountStatus, UserStatus } from '../../shared/identity-rules';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { normaliseEmail, profileIndexKeys, profileKey } from './user-keys';
import type { UserRecord } from './user-record';

export interface EnsureUserInput {
  email: string;
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
  employeeId?: string;
  organization?: string;
  /** 'admin' for the seeded admin account. Default 'active'. */
  accountStatus?: AccountStatus;
  /** Default 'active': a seeded account needs no activation. */
  userStatus?: UserStatus;
  /** Default false: a seeded account skips the first-sign-in tour. */
  newuser?: boolean;
  sub?: string;
}

/**
 * Gives an account made outside registration (the seeded admin) its record, so the sign-in
 * triggers know it; an existing record is left untouched (idempotent). The lead calls it after
 * creating the admin in Cognito, at local start and in the deploy-time seed.
 */
export async function ensureUserRecord(
  input: EnsureUserInput,
  now: Date = new Date(),
): Promise<'created' | 'existing'> {
  const email = normaliseEmail(input.email);
  const record: UserRecord = {
    email,
    firstName: input.firstName ?? 'Portal',
    lastName: input.lastName ?? 'Administrator',
    mobileNumber: input.mobileNumber ?? '',
    employeeId: input.employeeId ?? '',
    organization: input.organization ?? 'MARQUE',
    partnerParentId: null,
    categoriesRequested: [],
    accountStatus: input.accountStatus ?? 'active',
    userStatus: input.userStatus ?? 'active',
    failedAttempts: 0,
    passwordChangedAt: now.toISOString(),
    newuser: input.newuser ?? false,
    createdAt: now.toISOString(),
    ...(input.sub ? { sub: input.sub } : {}),
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('users'),
        Item: { ...profileKey(email), ...profileIndexKeys(email, record.organization), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'existing';
    throw error;
  }
}
