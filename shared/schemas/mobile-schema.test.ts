import { describe, expect, it } from 'vitest';
import {
  customerOtpSchema,
  mobileNumberField,
  mobileNumberSchema,
  mobileOtpVerifySchema,
} from './mobile-schema';

function messageOf(schema: typeof mobileNumberSchema, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('mobileNumberSchema', () => {
  it.each(['5000000000', '9876543210', ' 7012345678 '])('accepts %j', (value) => {
    expect(mobileNumberSchema.parse(value)).toBe(value.trim());
  });

  it("says 'Field is mandatory' when empty", () => {
    expect(messageOf(mobileNumberSchema, '')).toBe('Field is mandatory');
    expect(messageOf(mobileNumberSchema, undefined)).toBe('Field is mandatory');
  });

  it.each(['4876543210', '0987654321', '98765abc10', '+919876543210', '98765 43210'])(
    "says 'Please enter a valid mobile number' for %j",
    (value) => {
      expect(messageOf(mobileNumberSchema, value)).toBe('Please enter a valid mobile number');
    },
  );

  it.each(['987654321', '98765432101'])(
    "says 'Mobile number should be of 10 digit' for %j",
    (value) => {
      expect(messageOf(mobileNumberSchema, value)).toBe('Mobile number should be of 10 digit');
    },
  );

  it('takes another empty message where a form has its own', () => {
    const field = mobileNumberField('Mobile Number is required');
    expect(messageOf(field, '')).toBe('Mobile Number is required');
    expect(messageOf(field, '12')).toBe('Please enter a valid mobile number');
  });
});

describe('customerOtpSchema', () => {
  it('accepts digits', () => {
    expect(customerOtpSchema.parse(' 123456 ')).toBe('123456');
  });

  it.each(['', '12a4', '12 34', '-1'])("says 'Please enter a valid otp' for %j", (value) => {
    const result = customerOtpSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid otp',
    ]);
  });
});

describe('mobileOtpVerifySchema', () => {
  it('takes the locked number and the OTP', () => {
    expect(mobileOtpVerifySchema.parse({ mobile: '9876543210', otp: '4321' })).toEqual({
      mobile: '9876543210',
      otp: '4321',
    });
  });
});
