import * as z from 'zod';
import { customerOtpRules } from '../customer-sign-in';
import { emailPattern } from './email-field';
import { fieldMessages, invalidMessage, requiredMessage } from './field-messages';
import { customerOtpSchema, mobileNumberSchema } from './mobile-schema';
import { matches, maxLength, optionalText, requiredText, satisfies } from './text-field';

/**
 * The request bodies of the Customer Authentication API's customer sign-in
 * (`shared/customer-sign-in.ts` paths), as its backend validates them. Messages name the JSON
 * field, e.g. 'firstName is invalid'.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidField = (field: string) =>
  requiredText(requiredMessage(field), [matches(uuidPattern, invalidMessage(field))]);

const nameField = (field: string) =>
  requiredText(requiredMessage(field), [
    maxLength(50, invalidMessage(field)),
    matches(/^[A-Za-z ]+$/, invalidMessage(field)),
  ]);

/** The OTP as typed: numeric ('Please enter a valid otp') and exactly 6 digits. */
export const customerOtpCodeSchema = customerOtpSchema.pipe(
  requiredText(fieldMessages.invalidOtp, [
    satisfies((otp) => otp.length === customerOtpRules.length, fieldMessages.invalidOtp),
  ]),
);

/** `POST /v1/otp/verify`: the OTP and the number it was sent to. */
export const customerOtpVerifySchema = z.object({
  otp: customerOtpCodeSchema,
  contactInfo: mobileNumberSchema,
});

/** A vehicle registration number, e.g. 'KA01AB1234' or 'KA 01 AB 1234'. */
export const vehicleRegistrationPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{3,18}$/;

/** The new customer's details of `POST /v1/user/register`. */
export const customerDetailsSchema = z.object({
  firstName: nameField('firstName'),
  lastName: nameField('lastName'),
  mobile: mobileNumberSchema,
  email: optionalText([
    maxLength(100, invalidMessage('email')),
    matches(emailPattern, invalidMessage('email')),
  ]).transform((email) => (email ? email.toLowerCase() : undefined)),
  vehicleRegistrationNumber: optionalText([
    matches(vehicleRegistrationPattern, invalidMessage('vehicleRegistrationNumber')),
  ]).transform((number) => (number ? number.replace(/[\s-]/g, '').toUpperCase() : undefined)),
});

/**
 * `POST /v1/user/register`: the ticket `uuid` (registration after a verified OTP, with the
 * details; or an INACTIVE.USER verification key alone, to re-register).
 */
export const customerRegisterSchema = z.object({
  uuid: uuidField('uuid'),
  customerRegisterReqDto: customerDetailsSchema.optional(),
});

/**
 * `POST /v1/user/activate-user`: the number and the verification key its verified OTP earned
 * (the INACTIVE.USER answer), so no one reactivates a number they have not proven.
 */
export const customerActivateSchema = z.object({
  mobile: mobileNumberSchema,
  verificationKey: uuidField('verificationKey'),
});

/** `POST /v1/user/verify-question-challenge`. */
export const customerQuestionAnswerSchema = z.object({
  questionUuid: uuidField('questionUuid'),
  answer: requiredText(requiredMessage('answer'), [maxLength(100, invalidMessage('answer'))]),
});

export type CustomerOtpVerify = z.output<typeof customerOtpVerifySchema>;
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerRegister = z.output<typeof customerRegisterSchema>;
export type CustomerActivate = z.output<typeof customerActivateSchema>;
export type CustomerQuestionAnswer = z.output<typeof customerQuestionAnswerSchema>;
