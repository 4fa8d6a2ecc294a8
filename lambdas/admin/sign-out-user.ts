import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../clients/cognito-client';
import { logger } from '../lib/logger';
import { userPoolId } from '../lib/settings';
import { endSession } from '../users/session-repository';

/**
 * Ends a deactivated user's sessions: their refresh tokens are revoked and the session record
 * goes, so no tab of theirs outlives its ID token. Best effort: the deactivation already stands
 * (sign-in refuses an inactive account), so a failure here is logged, not answered. A removed
 * admin is signed out alike (their role is already read as it is now on every request).
 */
export async function signOutUser(email: string): Promise<void> {
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }),
    );
    await endSession(email);
  } catch (error) {
    logger.warn('Could not sign a user out', {
      email,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}
