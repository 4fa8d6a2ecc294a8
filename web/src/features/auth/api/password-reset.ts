import {
  completePasswordReset,
  startPasswordReset,
} from '../../../../../shared/api/auth-operations';
import type { ResetPasswordValues } from '../../../../../shared/schemas/forgot-password-schema';
import { callOperation } from '../../../lib/api-client';

/** Forgot password, step one: the server mails a 6-digit code (the same answer for any e-mail). */
export async function requestResetCode(email: string): Promise<void> {
  await callOperation(startPasswordReset, { body: { email } });
}

/** Step two: the code, the new password and the captcha. */
export async function resetPassword(values: ResetPasswordValues, captchaId: string) {
  return callOperation(completePasswordReset, { body: { ...values, captchaId } });
}
