import { changePassword } from '../../../../../shared/api/account-operations';
import type { ChangePasswordValues } from '../../../../../shared/schemas/forgot-password-schema';
import { callOperation } from '../../../lib/api-client';

/** The header the server reads the Cognito access token from (Cognito's ChangePassword needs it). */
const accessTokenHeader = 'x-access-token';

/** Change-password mode: the signed-in user's current and new password, with a captcha. */
export async function changeOwnPassword(
  values: ChangePasswordValues,
  captchaId: string,
  accessToken: string,
) {
  return callOperation(changePassword, {
    body: { ...values, captchaId },
    headers: { [accessTokenHeader]: accessToken },
  });
}
