import { AdminGetUserCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { userPoolId } from '../lib/settings';
import { ensureUserRecord } from '../users/ensure-user-record';
import { normaliseEmail } from '../users/user-keys';
import { generatePassword } from './generate-password';
import { createCognitoUser } from '../users/create-cognito-user';
import { userGroups } from '../../shared/user-groups';

/** The Cognito group of administrators (spec §6). */
export const adminGroup = userGroups.admin;

export type AdminOutcome = 'created' | 'existing';

const subOf = (attributes: readonly AttributeType[] | undefined) =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

/** The user's sub if Cognito knows the user name, else undefined. */
async function findUser(UserPoolId: string, Username: string): Promise<{ sub?: string } | null> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId, Username }));
    return { sub: subOf(user.UserAttributes) };
  } catch (error) {
    if (isCognitoError(error, 'UserNotFoundException')) return null;
    throw error;
  }
}

/**
 * Creates the Cognito user of the first admin, in the `admin` group, with a random permanent
 * password that nobody is told (the admin sets their own through "Forgot password"). Null when
 * a concurrent run made it first.
 */
async function createAdmin(email: string): Promise<{ sub?: string } | null> {
  try {
    return await createCognitoUser(email, generatePassword(), userGroups.admin);
  } catch (error) {
    if (isCognitoError(error, 'UsernameExistsException')) return null;
    throw error;
  }
}

/**
 * The first admin account (stage setting `adminEmail`): made in Cognito if the user does not
 * exist yet, and given its record (accountStatus `admin`). An existing user is left as it is —
 * no password reset, no group change — and an existing record too, so running it again changes
 * nothing. The password is never logged nor returned.
 */
export async function ensureAdmin(rawEmail: string): Promise<AdminOutcome> {
  const email = normaliseEmail(rawEmail);
  const UserPoolId = userPoolId();
  const existing = await findUser(UserPoolId, email);
  const created = existing ? null : await createAdmin(email);
  const user = existing ?? created ?? (await findUser(UserPoolId, email));
  await ensureUserRecord({
    email,
    accountStatus: 'admin',
    ...(user?.sub ? { sub: user.sub } : {}),
  });
  return created ? 'created' : 'existing';
}
