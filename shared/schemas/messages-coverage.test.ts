import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApplicationSchema, uniqueApplicationNameSchema } from './application-schema';
import { clientCredentialsSchema } from './client-credentials-schema';
import { fieldMessages, noResultMessage } from './field-messages';
import { fieldErrors } from './first-error';
import { changePasswordSchema, resetPasswordSchema } from './forgot-password-schema';
import { mobileOtpVerifySchema } from './mobile-schema';
import { productionRequestFormSchema } from './production-request-schema';
import { registerSchema } from './register-schema';
import { loginCodeFormSchema, signInSchema } from './sign-in-schema';
import { stayTunedSchema } from './stay-tuned-schema';
import { subscribeSchema } from './subscribe-schema';

/** One invalid input of a form schema and the message its field must show. */
interface Row {
  schema: z.ZodType;
  input: Record<string, unknown>;
  field: string;
  message: string;
}

const strong = 'Str0ng!pw';

const table: Row[] = [
  {
    schema: stayTunedSchema,
    input: { email: 'nope' },
    field: 'email',
    message: 'Please enter valid email',
  },
  {
    schema: clientCredentialsSchema,
    input: { clientId: '' },
    field: 'clientId',
    message: '* Field is mandatory',
  },
  {
    schema: clientCredentialsSchema,
    input: { clientId: 'ab-c' },
    field: 'clientId',
    message: 'Allowed only alphanumeric',
  },
  {
    schema: clientCredentialsSchema,
    input: { clientSecret: 'a'.repeat(81) },
    field: 'clientSecret',
    message: 'Maximum limit exceed',
  },
  {
    schema: mobileOtpVerifySchema,
    input: { mobile: '' },
    field: 'mobile',
    message: 'Field is mandatory',
  },
  {
    schema: mobileOtpVerifySchema,
    input: { mobile: '4876543210' },
    field: 'mobile',
    message: 'Please enter a valid mobile number',
  },
  {
    schema: mobileOtpVerifySchema,
    input: { mobile: '98765' },
    field: 'mobile',
    message: 'Mobile number should be of 10 digit',
  },
  {
    schema: mobileOtpVerifySchema,
    input: { otp: '12a4' },
    field: 'otp',
    message: 'Please enter a valid otp',
  },
  {
    schema: subscribeSchema,
    input: { usagePlan: '' },
    field: 'usagePlan',
    message: '* Field is mandatory',
  },
  {
    schema: registerSchema,
    input: { firstName: 'Asha2' },
    field: 'firstName',
    message: 'Allowed only alphabet',
  },
  {
    schema: registerSchema,
    input: { password: 'weakpass' },
    field: 'password',
    message:
      'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
  },
  {
    schema: registerSchema,
    input: { password: strong, confirmPassword: 'Other1!x' },
    field: 'confirmPassword',
    message: 'Password and Confirm Password does not match',
  },
  {
    schema: registerSchema,
    input: { firstName: '' },
    field: 'firstName',
    message: 'First Name is required',
  },
  { schema: registerSchema, input: { email: 'a@b' }, field: 'email', message: 'Email is invalid' },
  {
    schema: registerSchema,
    input: { categoriesRequested: [] },
    field: 'categoriesRequested',
    message: 'Category is required',
  },
  { schema: signInSchema, input: { email: '' }, field: 'email', message: 'Please enter email' },
  { schema: signInSchema, input: { email: 'x@' }, field: 'email', message: 'Email is invalid' },
  {
    schema: signInSchema,
    input: { password: '' },
    field: 'password',
    message: 'Please enter password',
  },
  {
    schema: signInSchema,
    input: { captcha: 'abcdef' },
    field: 'captcha',
    message: 'Wrong captcha! Try again.',
  },
  {
    schema: signInSchema,
    input: { captcha: '' },
    field: 'captcha',
    message: 'Please enter the Captcha',
  },
  {
    schema: loginCodeFormSchema,
    input: { code: '12ab' },
    field: 'code',
    message: 'Only number are allowed',
  },
  {
    schema: loginCodeFormSchema,
    input: { code: '12345678' },
    field: 'code',
    message: 'Maximum limit exceed',
  },
  {
    schema: resetPasswordSchema,
    input: { code: '12345' },
    field: 'code',
    message: 'Please enter 6 digit OTP',
  },
  {
    schema: resetPasswordSchema,
    input: { email: 'bad' },
    field: 'email',
    message: 'Please enter valid email address',
  },
  {
    schema: changePasswordSchema,
    input: { currentPassword: strong, newPassword: strong },
    field: 'newPassword',
    message: 'New password cannot be the same as the current password.',
  },
  {
    schema: resetPasswordSchema,
    input: { newPassword: strong, confirmPassword: 'Str0ng!pX' },
    field: 'confirmPassword',
    message: 'Confirm password should be same as password.',
  },
  {
    schema: createApplicationSchema,
    input: { applicationName: '' },
    field: 'applicationName',
    message: '* Field is mandatory',
  },
  {
    schema: createApplicationSchema,
    input: { applicationName: 'my app' },
    field: 'applicationName',
    message: "only alphabets, number and '-' is allowed",
  },
  {
    schema: z.object({ applicationName: uniqueApplicationNameSchema(['My-App']) }),
    input: { applicationName: ' my-app ' },
    field: 'applicationName',
    message: 'Application name already exist',
  },
  {
    schema: productionRequestFormSchema,
    input: { applicationDL: 'team-at-example' },
    field: 'applicationDL',
    message: 'Enter valid email',
  },
];

/** The first message of `field` when `row.schema` parses `row.input`. */
function messageOf(row: Row): string | undefined {
  const result = row.schema.safeParse(row.input);
  return result.success ? undefined : fieldErrors(result.error)[row.field];
}

describe('the messages of spec §5', () => {
  it.each(table.map((row) => [row.message, row.field, row] as const))(
    "'%s' is what %s shows for its invalid input",
    (message, _field, row) => {
      expect(messageOf(row)).toBe(message);
    },
  );

  it('are each produced by at least one invalid input of the table', () => {
    const produced = new Set(table.map((row) => row.message));
    const missing = Object.values(fieldMessages).filter((message) => !produced.has(message));
    expect(missing).toEqual([]);
  });

  it("include the search's no-result text with the term in it", () => {
    expect(noResultMessage('vehicle')).toBe('No Result found for : vehicle');
  });
});
