import { ConfirmForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { completePasswordReset } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { consumeCaptcha } from '../../captcha/captcha-store';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { Invalid, TooManyRequests } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { userPoolClientId } from '../../lib/settings';
import { updateUser } from '../../users/user-repository';
import { tooManyResets } from './start-password-reset-handler';

/** Cognito's own word for a wrong or unknown code (also used for an unknown user). */
export const wrongResetCode = 'Invalid verification code provided, please try again.';

/**
 * Forgot password, step two: captcha (used up either way), then Cognito checks the code and sets
 * the password. The password age restarts and failed attempts clear; a locked account stays
 * locked (only an admin unlocks it: a reset proves the mailbox, not who asked for the lock's end).
 */
export const completePasswordResetHandler = handleOperation(
  completePasswordReset,
  async ({ body }) => {
    if (!(await consumeCaptcha(body.captchaId, body.captcha))) {
      throw new Invalid(fieldMessages.wrongCaptcha, { captcha: fieldMessages.wrongCaptcha });
    }
    try {
      await cognito().send(
        new ConfirmForgotPasswordCommand({
          ClientId: userPoolClientId(),
          Username: body.email,
          ConfirmationCode: body.code,
          Password: body.newPassword,
        }),
      );
    } catch (error) {
      if (isCognitoError(error, 'CodeMismatchException', 'ExpiredCodeException')) {
        const message = error.message || wrongResetCode;
        throw new Invalid(message, { code: message });
      }
      if (isCognitoError(error, 'UserNotFoundException')) {
        throw new Invalid(wrongResetCode, { code: wrongResetCode });
      }
      if (isCognitoError(error, 'InvalidPasswordException')) {
        throw new Invalid(fieldMessages.passwordRule, { newPassword: fieldMessages.passwordRule });
      }
      if (isCognitoError(error, 'LimitExceededException', 'TooManyFailedAttemptsException')) {
        throw new TooManyRequests(tooManyResets);
      }
      throw error;
    }
    await updateUser(body.email, {
      passwordChangedAt: new Date().toISOString(),
      failedAttempts: 0,
    });
    return { message: messages.passwordResetDone };
  },
);
