import * as z from 'zod';
import { captchaSchema } from './captcha-schema';
import { emailField } from './email-field';
import { fieldMessages, requiredMessage } from './field-messages';
import { matches, maxLength, requiredText } from './text-field';

/**
 * The sign-in form (spec §5): e-mail, password and captcha. The password is only required here (an
 * existing password is checked by Cognito, not against the new-password rule); it is not trimmed.
 */
export const signInSchema = z.object({
  email: emailField({ empty: fieldMessages.enterEmail, invalid: fieldMessages.emailInvalid }),
  password: requiredText(fieldMessages.enterPassword, [], { trim: false }),
  captcha: captchaSchema,
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** The e-mailed sign-in code field refuses more than this many characters (spec §5). */
export const loginCodeMaxLength = 7;

/**
 * The sign-in code (spec §5): digits only ('Only number are allowed'), at most 7 characters
 * ('Maximum limit exceed'). The spec gives no empty message; the form's '{field} is required'
 * pattern gives 'Code is required'.
 */
export const loginCodeSchema = requiredText(requiredMessage('Code'), [
  matches(/^[0-9]+$/, fieldMessages.onlyNumbers),
  maxLength(loginCodeMaxLength, fieldMessages.maximumLimit),
]);

export const loginCodeFormSchema = z.object({ code: loginCodeSchema });

export type LoginCodeValues = z.output<typeof loginCodeFormSchema>;
