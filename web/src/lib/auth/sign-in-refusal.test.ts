import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { signInRefusal } from './sign-in-refusal';

function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Cognito's wrapping of a trigger's refusal. */
const trigger = (text: string) =>
  cognitoError('UserLambdaValidationException', `PreAuthentication failed with error ${text}.`);

const locked = 'Your account is locked. Please contact the administrator to unlock it.';

describe('signInRefusal', () => {
  it('reads a wrong password with attempts left: the alert and the warning modal', () => {
    expect(signInRefusal(trigger('MARQUE:INVALID_CREDENTIALS:2'), 'password')).toEqual({
      status: 'refused',
      code: 'INVALID_CREDENTIALS',
      alert: 'Invalid Username / Password',
      dialog: {
        kind: 'attempts',
        message:
          'Incorrect User ID/Password. You have only 2 attempts left after that your account will be locked.',
      },
      captchaError: null,
    });
  });

  it('shows Account Locked after the attempt that locked (0 left), with the alert', () => {
    expect(signInRefusal(trigger('MARQUE:INVALID_CREDENTIALS:0'), 'password')).toMatchObject({
      alert: 'Invalid Username / Password',
      dialog: { kind: 'locked', message: locked },
    });
  });

  it('shows Account Locked alone for a locked account', () => {
    expect(signInRefusal(trigger('MARQUE:ACCOUNT_LOCKED'), 'password')).toMatchObject({
      alert: null,
      dialog: { kind: 'locked', message: locked },
    });
  });

  it('shows the production-environment restriction as a modal', () => {
    expect(signInRefusal(trigger('MARQUE:ADMIN_ONLY_STAGE'), 'password')).toMatchObject({
      alert: null,
      dialog: { kind: 'adminOnly' },
    });
  });

  it.each([
    ['MARQUE:CAPTCHA_WRONG', 'Wrong captcha! Try again.'],
    ['MARQUE:CAPTCHA_MISSING', 'Please enter the Captcha'],
  ])('puts %s under the captcha', (text, message) => {
    expect(signInRefusal(trigger(text), 'password')).toMatchObject({
      alert: null,
      dialog: null,
      captchaError: message,
    });
  });

  it.each([
    ['MARQUE:USER_INACTIVE', 'User is not active'],
    ['MARQUE:ALREADY_LOGGED_IN', 'You are already logged in on different machine.'],
    ['MARQUE:OTP_GENERATION_FAILED', 'Error in generation OTP'],
  ])('says %s above the form', (text, message) => {
    expect(signInRefusal(trigger(text), 'password')).toMatchObject({
      alert: message,
      dialog: null,
      captchaError: null,
    });
  });

  it('reads a wrong password without a trigger text as invalid credentials, without a modal', () => {
    const error = cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    expect(signInRefusal(error, 'password')).toEqual({
      status: 'refused',
      code: 'INVALID_CREDENTIALS',
      alert: 'Invalid Username / Password',
      dialog: null,
      captchaError: null,
    });
  });

  it('reads the same error at the code step as a failed code', () => {
    const error = cognitoError('NotAuthorizedException', 'Invalid session for the user.');
    expect(signInRefusal(error, 'code')).toMatchObject({
      code: 'OTP_FAILED',
      alert: 'OTP verification failed',
    });
  });

  it('reads a disabled Cognito user as not active', () => {
    const error = cognitoError('NotAuthorizedException', 'User is disabled.');
    expect(signInRefusal(error, 'password').alert).toBe('User is not active');
  });

  it('says Something went wrong for anything else', () => {
    expect(signInRefusal(new TypeError('Failed to fetch'), 'password')).toEqual({
      status: 'refused',
      code: 'UNKNOWN',
      alert: 'Something went wrong',
      dialog: null,
      captchaError: null,
    });
    expect(signInRefusal(undefined, 'code').alert).toBe('Something went wrong');
  });

  it('reads a refused takeover grant or a lapsed sign-in session as an expired sign-in', () => {
    const expired = 'This sign-in has expired. Please sign in again.';
    const grantRefused = new ApiError(401, 'Unauthorized', expired);
    expect(signInRefusal(grantRefused, 'takeover').alert).toBe(expired);
    const lapsed = cognitoError('NotAuthorizedException', 'Invalid session for the user.');
    expect(signInRefusal(lapsed, 'takeover').alert).toBe(expired);
    expect(signInRefusal(new ApiError(500, 'Http500', 'x'), 'takeover').alert).toBe(
      'Something went wrong',
    );
  });
});
