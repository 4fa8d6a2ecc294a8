import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startPasswordReset } from '../../../shared/api/auth-operations';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { TooManyRequests } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { userPoolClientId } from '../../lib/settings';

/** The same answer for every e-mail, so the form tells no one which e-mails have accounts. */
export const passwordResetStarted =
  'Verification passed. If an account exists for this e-mail, a 6-digit code has been sent to it.';
export const tooManyResets = 'Too many attempts. Please try again after some time.';

/** Forgot password, step one: Cognito mails a code (worded by the custom-message trigger). */
export const startPasswordResetHandler = handleOperation(startPasswordReset, async ({ body }) => {
  try {
    await cognito().send(
      new ForgotPasswordCommand({ ClientId: userPoolClientId(), Username: body.email }),
    );
  } catch (error) {
    if (isCognitoError(error, 'LimitExceededException', 'TooManyRequestsException')) {
      throw new TooManyRequests(tooManyResets);
    }
    // Unknown user, or one Cognito will not reset (e.g. no verified e-mail): answer as for any.
    if (
      !isCognitoError(
        error,
        'UserNotFoundException',
        'NotAuthorizedException',
        'InvalidParameterException',
      )
    ) {
      throw error;
    }
    logger.info('Password reset not started', { error: error.name });
  }
  return { message: passwordResetStarted };
});
