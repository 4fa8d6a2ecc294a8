import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import {
  changePasswordSchema,
  forgotPasswordEmailSchema,
  resetCodeSchema,
  resetPasswordSchema,
} from './forgot-password-schema';

const rule =
  'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters';

const reset = {
  email: 'Dev@Example.com',
  code: '123456',
  newPassword: 'N3w!pass',
  confirmPassword: 'N3w!pass',
  captcha: 'abcde1',
};

const change = {
  email: 'dev@example.com',
  currentPassword: 'Old!pass1',
  newPassword: 'N3w!pass',
  confirmPassword: 'N3w!pass',
  captcha: 'abcde1',
};

function errorsOf(
  schema: typeof resetPasswordSchema | typeof changePasswordSchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('forgotPasswordEmailSchema', () => {
  it("accepts an e-mail, lower-cased, else 'Please enter valid email address'", () => {
    expect(forgotPasswordEmailSchema.parse({ email: ' Dev@Example.com' })).toEqual({
      email: 'dev@example.com',
    });
    for (const email of ['', 'dev@']) {
      expect(forgotPasswordEmailSchema.safeParse({ email }).error?.issues[0]?.message).toBe(
        'Please enter valid email address',
      );
    }
  });
});

describe('resetCodeSchema', () => {
  it.each(['', '12345', '1234567', '12a456'])(
    "answers %j with 'Please enter 6 digit OTP'",
    (code) => {
      expect(resetCodeSchema.safeParse(code).error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter 6 digit OTP',
      ]);
    },
  );

  it('accepts 6 digits', () => {
    expect(resetCodeSchema.parse(' 012345 ')).toBe('012345');
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a complete reset', () => {
    expect(resetPasswordSchema.parse(reset)).toEqual({ ...reset, email: 'dev@example.com' });
  });

  it('applies the password rule to the new password, an empty one included', () => {
    expect(
      errorsOf(resetPasswordSchema, { ...reset, newPassword: '', confirmPassword: '' }),
    ).toEqual({
      newPassword: rule,
      confirmPassword: 'Confirm password should be same as password.',
    });
  });

  it("says 'Confirm password should be same as password.' for a mismatch", () => {
    expect(errorsOf(resetPasswordSchema, { ...reset, confirmPassword: 'N3w!pasS' })).toEqual({
      confirmPassword: 'Confirm password should be same as password.',
    });
  });

  it('checks the captcha', () => {
    expect(errorsOf(resetPasswordSchema, { ...reset, captcha: '' })).toEqual({
      captcha: 'Please enter the Captcha',
    });
  });
});

describe('changePasswordSchema', () => {
  it('accepts a new password different from the current one', () => {
    expect(changePasswordSchema.parse(change)).toEqual(change);
  });

  it("asks for the current password with 'Please enter password'", () => {
    expect(errorsOf(changePasswordSchema, { ...change, currentPassword: '' })).toEqual({
      currentPassword: 'Please enter password',
    });
  });

  it('refuses the current password as the new one, even with other fields unfinished', () => {
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: 'N3w!pass',
        newPassword: 'N3w!pass',
        confirmPassword: 'N3w!pass',
      }),
    ).toEqual({
      email: 'Please enter valid email address',
      newPassword: 'New password cannot be the same as the current password.',
      captcha: 'Please enter the Captcha',
    });
  });

  it('compares passwords exactly (case matters)', () => {
    expect(
      errorsOf(changePasswordSchema, {
        ...change,
        currentPassword: 'n3W!PASS',
      }),
    ).toEqual({});
  });
});
