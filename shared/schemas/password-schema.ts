import * as z from 'zod';
import { fieldMessages } from './field-messages';
import { requiredText, satisfies } from './text-field';

export const passwordMinLength = 8;
export const passwordMaxLength = 20;

/**
 * What counts as a special character: Cognito's list for its "require symbols" password policy, so
 * a password this rule accepts is one the user pool accepts too.
 */
export const passwordSpecialCharacters = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

function hasSpecialCharacter(value: string): boolean {
  return [...value].some((character) => passwordSpecialCharacters.includes(character));
}

/**
 * The password rule of spec §5: 8 to 20 characters with a lowercase and an uppercase letter, a digit
 * and a special character, and no whitespace anywhere.
 */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= passwordMinLength &&
    value.length <= passwordMaxLength &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    hasSpecialCharacter(value) &&
    !/\s/.test(value)
  );
}

/**
 * A new password: anything that breaks the rule, an empty value included, reports the rule's one
 * message. Never trimmed: whitespace is part of what the rule refuses.
 */
export const passwordSchema = z
  .string({ error: fieldMessages.passwordRule })
  .refine(isValidPassword, fieldMessages.passwordRule);

/** A new password whose empty value has its own message (the register form's 'Password is required'). */
export function passwordField(emptyMessage: string) {
  return requiredText(emptyMessage, [satisfies(isValidPassword, fieldMessages.passwordRule)], {
    trim: false,
  });
}
