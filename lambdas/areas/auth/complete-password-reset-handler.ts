import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { completePasswordReset } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { consumeCaptcha } from '../../captcha/captcha-store';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { Invalid, TooManyRequests } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { userPoolId } from '../../lib/settings';
import { useResetCode } from '../../password-reset/reset-codes';
import { passwordFingerprint } from '../../users/password-fingerprint';
import { refuseCurrentPassword } from '../../users/refuse-current-password';
import { updateUser } from '../../users/user-repository';
import { tooManyResets } from './start-password-reset-handler';

/** A wrong code (the words Cognito used for its own codes, which users may know). */
export const wrongResetCode = 'Invalid verification code provided, please try again.';
/** No code to check: never sent, expired, used, or its tries spent. */
export const expiredResetCode = 'Invalid code provided, please request a code again.';

/**
 * Forgot password, step two: captcha (used up either way), the code (each check spends a try,
 * the right one is used up), then the new password, which the shared schema has checked against
 * every rule (20 characters at most included), and which must not be the current one (checked
 * once the code is proven, against the account's fingerprint; the code then stays usable).
 * The password age restarts and failed attempts
 * clear; a locked account stays locked (only an admin unlocks it: a reset proves the mailbox,
 * not who asked for the lock's end).
 */
export const completePasswordResetHandler = handleOperation(
  completePasswordReset,
  async ({ body }) => {
    if (!(await consumeCaptcha(body.captchaId, body.captcha))) {
      throw new Invalid(fieldMessages.wrongCaptcha, { captcha: fieldMessages.wrongCaptcha });
    }
    // Only someone holding the mailed code learns that a password is the current one.
    const checked = await useResetCode(body.email, body.code, new Date(), () =>
      refuseCurrentPassword(body.email, body.newPassword),
    );
    if (checked === 'wrong') throw new Invalid(wrongResetCode, { code: wrongResetCode });
    if (checked === 'none') throw new Invalid(expiredResetCode, { code: expiredResetCode });
    try {
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId(),
          Username: body.email,
          Password: body.newPassword,
          Permanent: true,
        }),
      );
    } catch (error) {
      // A code is issued for any address (no enumeration); only an account's mailbox gets it.
      if (isCognitoError(error, 'UserNotFoundException')) {
        throw new Invalid(wrongResetCode, { code: wrongResetCode });
      }
      if (isCognitoError(error, 'InvalidPasswordException')) {
        throw new Invalid(fieldMessages.passwordRule, { newPassword: fieldMessages.passwordRule });
      }
      if (isCognitoError(error, 'LimitExceededException', 'TooManyRequestsException')) {
        throw new TooManyRequests(tooManyResets);
      }
      throw error;
    }
    await updateUser(body.email, {
      passwordChangedAt: new Date().toISOString(),
      failedAttempts: 0,
      passwordFingerprint: await passwordFingerprint(body.newPassword),
    });
    return { message: messages.passwordResetDone };
  },
);
