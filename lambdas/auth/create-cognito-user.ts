import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../clients/cognito-client';
import { logger } from '../lib/logger';
import { userPoolId } from '../lib/settings';

/** The group of every registered developer (spec §6; the same name as infra's userGroups). */
export const commonUserGroup = 'common-user';

/**
 * Creates the Cognito user of a registration: e-mail as user name (verified, no invitation
 * mail), the chosen password as permanent, in the `common-user` group. If a step after the
 * creation fails, the user is deleted again before the error is rethrown.
 */
export async function createCognitoUser(email: string, password: string): Promise<void> {
  const UserPoolId = userPoolId();
  await cognito().send(
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
      new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: commonUserGroup }),
    );
  } catch (error) {
    try {
      await cognito().send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    } catch (cleanup) {
      logger.error('Could not delete a half-registered Cognito user', {
        email,
        error: cleanup instanceof Error ? cleanup.name : String(cleanup),
      });
    }
    throw error;
  }
}
