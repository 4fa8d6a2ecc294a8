import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../clients/cognito-client';
import { logger } from '../lib/logger';
import { userPoolId } from '../lib/settings';
import { userGroups, type UserGroup } from '../../shared/user-groups';

/** The group of every registered developer (spec §6). */
export const commonUserGroup = userGroups.commonUser;

/**
 * Creates a Cognito user: e-mail as user name (verified, no invitation mail), the password as
 * permanent, in one group (a registration's `common-user`, the seeded admin's `admin`). If a step
 * after the creation fails, the user is deleted again before the error is rethrown. Returns the
 * new user's sub.
 */
export async function createCognitoUser(
  email: string,
  password: string,
  group: UserGroup = userGroups.commonUser,
): Promise<{ sub?: string }> {
  const UserPoolId = userPoolId();
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
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: group }),
    );
  } catch (error) {
    try {
      await cognito().send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    } catch (cleanup) {
      logger.error('Could not delete a half-made Cognito user', {
        email,
        error: cleanup instanceof Error ? cleanup.name : String(cleanup),
      });
    }
    throw error;
  }
  return { sub: created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value };
}
