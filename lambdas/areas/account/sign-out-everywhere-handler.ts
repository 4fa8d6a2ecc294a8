import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signOutEverywhere } from '../../../shared/api/account-operations';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { handleOperation } from '../../lib/operation-handler';
import { userPoolId } from '../../lib/settings';
import { endSession } from '../../users/session-repository';

/**
 * Sign-out: every refresh token is revoked first, then the session record goes, so the
 * one-session rule lets the next sign-in in only once no old tab can refresh any more.
 */
export const signOutEverywhereHandler = handleOperation(signOutEverywhere, async ({ caller }) => {
  const email = caller.email;
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }),
    );
  } catch (error) {
    if (!isCognitoError(error, 'UserNotFoundException')) throw error;
  }
  await endSession(email);
  return { message: 'Signed out.' };
});
