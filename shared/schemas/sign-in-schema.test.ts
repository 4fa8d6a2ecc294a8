import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import { loginCodeFormSchema, loginCodeSchema, signInSchema } from './sign-in-schema';

function errorsOf(input: unknown): Record<string, string> {
  const result = signInSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('signInSchema', () => {
  it('accepts a sign-in, lower-casing the e-mail and keeping the password as typed', () => {
    expect(
      signInSchema.parse({ email: ' Dev@Example.com ', password: ' any pass ', captcha: 'abcde1' }),
    ).toEqual({ email: 'dev@example.com', password: ' any pass ', captcha: 'abcde1' });
  });

  it('does not hold an existing password to the new-password rule', () => {
    expect(errorsOf({ email: 'a@b.co', password: 'x', captcha: 'abcde1' })).toEqual({});
  });

  it('reports each empty field with its own message', () => {
    expect(errorsOf({ email: '', password: '', captcha: '' })).toEqual({
      email: 'Please enter email',
      password: 'Please enter password',
      captcha: 'Please enter the Captcha',
    });
  });

  it("says 'Email is invalid' and 'Wrong captcha! Try again.' for bad values", () => {
    expect(errorsOf({ email: 'dev@', password: 'x', captcha: 'abc' })).toEqual({
      email: 'Email is invalid',
      captcha: 'Wrong captcha! Try again.',
    });
  });
});

describe('loginCodeSchema', () => {
  it('accepts up to 7 digits', () => {
    expect(loginCodeSchema.parse('123456')).toBe('123456');
    expect(loginCodeFormSchema.parse({ code: ' 1234567 ' })).toEqual({ code: '1234567' });
  });

  it.each([
    ['12a456', 'Only number are allowed'],
    ['12 456', 'Only number are allowed'],
    ['12345678', 'Maximum limit exceed'],
    ['', 'Code is required'],
  ])('answers %j with %j', (code, message) => {
    const result = loginCodeSchema.safeParse(code);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
