import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { changePassword } from '../../../shared/api/account-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { consumeCaptcha } from '../../captcha/captcha-store';
import { cognito } from '../../clients/cognito-client';
import { isCognitoError } from '../../clients/cognito-errors';
import { Forbidden, Invalid, TooManyRequests, Unauthorized } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import { passwordFingerprint } from '../../users/password-fingerprint';
import { updateUser } from '../../users/user-repository';
import { accessTokenHeader, accessTokenOf, unverifiedSubject } from './access-token';

/**
 * Change-password mode (spec §4, from password expiry): the caller's access token (header
 * X-Access-Token) with the current and new password; the captcha is used up either way. The
 * schema has already refused a new password equal to the current one.
 */
export const changePasswordHandler = handleOperation(
  changePassword,
  async ({ body, caller, event }) => {
    const email = caller.email;
    if (body.email !== email) throw new Forbidden('You can change only your own password');
    const accessToken = accessTokenOf(event);
    if (!accessToken) throw new Unauthorized(`Send your access token in ${accessTokenHeader}`);
    if (unverifiedSubject(accessToken) !== caller.sub) {
      throw new Forbidden('The access token is not of the signed-in user');
    }
    if (!(await consumeCaptcha(body.captchaId, body.captcha))) {
      throw new Invalid(fieldMessages.wrongCaptcha, { captcha: fieldMessages.wrongCaptcha });
    }
    try {
      await cognito().send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: body.currentPassword,
          ProposedPassword: body.newPassword,
        }),
      );
    } catch (error) {
      if (isCognitoError(error, 'NotAuthorizedException')) {
        throw new Invalid(messages.passwordUpdateFailed, {
          currentPassword: messages.passwordUpdateFailed,
        });
      }
      if (isCognitoError(error, 'InvalidPasswordException')) {
        throw new Invalid(fieldMessages.passwordRule, { newPassword: fieldMessages.passwordRule });
      }
      if (isCognitoError(error, 'LimitExceededException', 'TooManyRequestsException')) {
        throw new TooManyRequests('Too many attempts. Please try again after some time.');
      }
      throw error;
    }
    await updateUser(email, {
      passwordChangedAt: new Date().toISOString(),
      passwordFingerprint: await passwordFingerprint(body.newPassword),
    });
    return { message: messages.passwordResetDone };
  },
);
