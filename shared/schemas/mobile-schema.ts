import * as z from 'zod';
import { fieldMessages } from './field-messages';
import { matches, requiredText, satisfies } from './text-field';

/** Mobile numbers are Indian: the field shows this prefix and takes the 10 digits after it. */
export const mobileCountryCode = '+91';
export const mobileNumberLength = 10;

/** Digits only, the first one 5 to 9 (spec §5). Length is checked separately. */
const mobileDigits = /^[5-9][0-9]*$/;

/**
 * The mobile-number rule of spec §5: mandatory (`emptyMessage`, 'Field is mandatory' by default;
 * the register form passes 'Mobile Number is required'), digits only starting with 5 or above,
 * then exactly 10 digits. Surrounding whitespace is trimmed.
 */
export function mobileNumberField(emptyMessage: string = fieldMessages.mandatory) {
  return requiredText(emptyMessage, [
    matches(mobileDigits, fieldMessages.invalidMobile),
    satisfies((value) => value.length === mobileNumberLength, fieldMessages.mobileLength),
  ]);
}

export const mobileNumberSchema = mobileNumberField();

/** The customer-flow OTP (spec §5): mandatory and numeric, one message for both. */
export const customerOtpSchema = requiredText(fieldMessages.invalidOtp, [
  matches(/^[0-9]+$/, fieldMessages.invalidOtp),
]);

/** Customer sign-in, step one: Get OTP for a number (spec §4 Mobile OTP; §7 otp/register/send). */
export const mobileOtpRequestSchema = z.object({ mobile: mobileNumberSchema });

/** Customer sign-in, step two: the number (locked) and the OTP received (spec §7 otp/verify). */
export const mobileOtpVerifySchema = z.object({
  mobile: mobileNumberSchema,
  otp: customerOtpSchema,
});

export type MobileOtpRequest = z.output<typeof mobileOtpRequestSchema>;
export type MobileOtpVerify = z.output<typeof mobileOtpVerifySchema>;
