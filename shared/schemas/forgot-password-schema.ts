import * as z from 'zod';
import { captchaSchema } from './captcha-schema';
import { emailField } from './email-field';
import { fieldMessages } from './field-messages';
import { passwordSchema } from './password-schema';
import { matches, requiredText } from './text-field';
import { whenFilled } from './when-filled';

export const resetCodeLength = 6;

const email = emailField({
  empty: fieldMessages.validEmailAddress,
  invalid: fieldMessages.validEmailAddress,
});

/** The e-mailed reset code: exactly 6 digits, one message for every failure. */
export const resetCodeSchema = requiredText(fieldMessages.sixDigitOtp, [
  matches(/^[0-9]{6}$/, fieldMessages.sixDigitOtp),
]);

/** The confirmation: the spec's one message covers an empty value and a mismatch alike. */
const confirmPassword = requiredText(fieldMessages.confirmPasswordDiffers, [], { trim: false });

const confirmMatches = {
  error: fieldMessages.confirmPasswordDiffers,
  path: ['confirmPassword'],
  when: whenFilled('newPassword', 'confirmPassword'),
};

/** Forgot password, step one (spec §4): the account's e-mail, verified before a code is sent. */
export const forgotPasswordEmailSchema = z.object({ email });

/** Forgot password, step two (spec §4): the code, the new password, its confirmation, captcha. */
export const resetPasswordSchema = z
  .object({
    email,
    code: resetCodeSchema,
    newPassword: passwordSchema,
    confirmPassword,
    captcha: captchaSchema,
  })
  .refine((values) => values.newPassword === values.confirmPassword, confirmMatches);

/**
 * Change-password mode (spec §4, from password expiry): the same form, with the current password
 * in place of the e-mailed code; the new password must differ from the current one.
 */
export const changePasswordSchema = z
  .object({
    email,
    currentPassword: requiredText(fieldMessages.enterPassword, [], { trim: false }),
    newPassword: passwordSchema,
    confirmPassword,
    captcha: captchaSchema,
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    error: fieldMessages.newPasswordSameAsCurrent,
    path: ['newPassword'],
    when: whenFilled('currentPassword', 'newPassword'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, confirmMatches);

export type ForgotPasswordEmailValues = z.output<typeof forgotPasswordEmailSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
