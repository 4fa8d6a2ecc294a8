import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startPasswordReset } from '../../../shared/api/auth-operations';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { sendMail } from '../../clients/mail-client';
import { TooManyRequests } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { userPoolId } from '../../lib/settings';
import { passwordResetMail } from '../../mail/password-reset-code-mail';
import { issueResetCode } from '../../password-reset/reset-codes';

/** The same answer for every e-mail, so the form tells no one which e-mails have accounts. */
export const passwordResetStarted =
  'Verification passed. If an account exists for this e-mail, a 6-digit code has been sent to it.';
export const tooManyResets = 'Too many attempts. Please try again after some time.';

/**
 * Whether the account may reset its password as Cognito's own forgot-password would let it: an
 * enabled user with a password (not a federated one) and a verified e-mail.
 */
async function mayReset(email: string): Promise<boolean> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }),
    );
    const verified = user.UserAttributes?.some(
      (attribute) => attribute.Name === 'email_verified' && attribute.Value === 'true',
    );
    const withPassword = ['CONFIRMED', 'RESET_REQUIRED'].includes(user.UserStatus ?? '');
    return user.Enabled !== false && withPassword && Boolean(verified);
  } catch (error) {
    if (isCognitoError(error, 'UserNotFoundException')) return false;
    throw error;
  }
}

/**
 * Forgot password, step one: the portal mails its own code. The pool's self-service recovery is
 * off (infra/constructs/identity.ts), so Cognito's public ForgotPassword and
 * ConfirmForgotPassword, which would take a password past the 20-character maximum, are refused.
 */
export const startPasswordResetHandler = handleOperation(startPasswordReset, async ({ body }) => {
  const issued = await issueResetCode(body.email);
  if (issued.kind === 'too-many') throw new TooManyRequests(tooManyResets);
  if (await mayReset(body.email)) {
    await sendMail(passwordResetMail(body.email, issued.code));
  } else {
    logger.info('Password reset code not mailed: no account may reset with this e-mail');
  }
  return { message: passwordResetStarted };
});
