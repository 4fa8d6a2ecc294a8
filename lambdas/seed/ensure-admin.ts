import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { logger } from '../lib/logger';
import { userPoolId } from '../lib/settings';
import { ensureUserRecord } from '../users/ensure-user-record';
import { normaliseEmail } from '../users/user-keys';
import { generatePassword } from './generate-password';

/** The Cognito group of administrators (spec §6; the same name as infra's userGroups.admin). */
export const adminGroup = 'admin';

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
 * Creates the Cognito user of the first admin: e-mail as user name (verified, no invitation
 * mail), a random permanent password that nobody is told (the admin sets their own through
 * "Forgot password"), in the `admin` group. If a step after the creation fails, the user is
 * deleted again so that the next deploy starts clean. Null when a concurrent run made it first.
 */
async function createAdmin(UserPoolId: string, email: string): Promise<{ sub?: string } | null> {
  let sub: string | undefined;
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      }),
    );
    sub = subOf(created.User?.Attributes);
  } catch (error) {
    if (isCognitoError(error, 'UsernameExistsException')) return null;
    throw error;
  }
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: email,
        Password: generatePassword(),
        Permanent: true,
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: adminGroup }),
    );
  } catch (error) {
    try {
      await cognito().send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    } catch (cleanup) {
      logger.error('Could not delete a half-made admin user', {
        email,
        error: cleanup instanceof Error ? cleanup.name : String(cleanup),
      });
    }
    throw error;
  }
  return { sub };
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
  const created = existing ? null : await createAdmin(UserPoolId, email);
  const user = existing ?? created ?? (await findUser(UserPoolId, email));
  await ensureUserRecord({
    email,
    accountStatus: 'admin',
    ...(user?.sub ? { sub: user.sub } : {}),
  });
  return created ? 'created' : 'existing';
}
