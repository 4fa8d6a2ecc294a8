import { matches, maxLength, requiredText } from './text-field';

/**
 * The "standard" e-mail pattern of spec §5: a dot-atom local part, then a domain of one or more
 * labels and a top-level domain of at least two letters (so `a@b` and `a..b@c.com` are refused).
 */
export const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** RFC 5321's limit on an address; longer input is reported as invalid. */
export const emailMaxLength = 254;

export interface EmailMessages {
  /** Shown for a missing or blank value. */
  empty: string;
  /** Shown for a value that is not an e-mail address. */
  invalid: string;
}

/**
 * An e-mail field: trimmed, checked against `emailPattern`, lower-cased on output (the portal keeps
 * e-mail addresses, which are also Cognito usernames, in lower case: spec §3 `emailId`).
 */
export function emailField(messages: EmailMessages) {
  return requiredText(messages.empty, [
    maxLength(emailMaxLength, messages.invalid),
    matches(emailPattern, messages.invalid),
  ]).toLowerCase();
}
