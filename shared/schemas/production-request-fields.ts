import * as z from 'zod';
import { emailField } from './email-field';
import { fieldMessages, invalidMessage } from './field-messages';
import { matches, maxLength, optionalText, requiredText } from './text-field';

export const purposeMaxLength = 250;
export const responseTimeMaxLength = 20;
export const requestPerMonthMaxLength = 50;
/** Not in the spec: bounds on a picked department or project and on the rate's digits. */
export const listValueMaxLength = 100;
export const rateMaxDigits = 10;

/** Business hours when none are given (spec §3): the text 'start to end'. */
export const defaultBusinessHours = '12:00 AM to 12:00 PM';

const clockTime = '(?:0?[1-9]|1[0-2]):[0-5][0-9] (?:AM|PM)';
export const businessHoursPattern = new RegExp(`^${clockTime} to ${clockTime}$`);

const digits = /^[0-9]+$/;

/*
 * Spec §5 gives the production request's rules but only the DL's message; the others reuse the
 * spec's messages for the same rule elsewhere: empty '* Field is mandatory', letters/digits
 * 'Allowed only alphanumeric', digits 'Only number are allowed', too long 'Maximum limit exceed'.
 */

/** A value picked from a list (department, project, service): mandatory. */
export const listValueSchema = requiredText(fieldMessages.mandatoryStarred, [
  maxLength(listValueMaxLength, fieldMessages.maximumLimit),
]);

/** Purpose of utilization: letters, digits and spaces, at most 250 characters. */
export const purposeSchema = requiredText(fieldMessages.mandatoryStarred, [
  matches(/^[A-Za-z0-9 ]+$/, fieldMessages.onlyAlphanumeric),
  maxLength(purposeMaxLength, fieldMessages.maximumLimit),
]);

/** The rate asked for, in requests per second: digits. */
export const rateSchema = requiredText(fieldMessages.mandatoryStarred, [
  matches(digits, fieldMessages.onlyNumbers),
  maxLength(rateMaxDigits, fieldMessages.maximumLimit),
]);

/** The application's distribution list: an e-mail address ('Enter valid email'), lower-cased. */
export const applicationDlSchema = emailField({
  empty: fieldMessages.mandatoryStarred,
  invalid: fieldMessages.enterValidEmail,
});

/** Optional: digits, up to 20 characters. */
export const responseTimeSchema = optionalText([
  matches(digits, fieldMessages.onlyNumbers),
  maxLength(responseTimeMaxLength, fieldMessages.maximumLimit),
]);

/** Optional: free text up to 50 characters. */
export const requestPerMonthSchema = optionalText([
  maxLength(requestPerMonthMaxLength, fieldMessages.maximumLimit),
]);

/** Optional digits (e.g. a burst), no length given by the spec. */
export const optionalDigitsSchema = optionalText([
  matches(digits, fieldMessages.onlyNumbers),
  maxLength(rateMaxDigits, fieldMessages.maximumLimit),
]);

/** 'start to end' in 12-hour clock, e.g. '9:00 AM to 6:00 PM'; empty or missing: the default. */
export const businessHoursSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? defaultBusinessHours : value))
  .pipe(z.string().regex(businessHoursPattern, invalidMessage('Business hours')));
