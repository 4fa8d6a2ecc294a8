import { describe, expect, it } from 'vitest';
import { maskEmail, refusalFromError } from './auth-refusal';

function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('refusalFromError', () => {
  it("reads a trigger's refusal out of Cognito's message, with the attempts left", () => {
    const error = cognitoError(
      'UserLambdaValidationException',
      'DefineAuthChallenge failed with error MARQUE:INVALID_CREDENTIALS:2.',
    );
    expect(refusalFromError(error, 'password')).toEqual({
      status: 'refused',
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid Username / Password',
      warning:
        'Incorrect User ID/Password. You have only 2 attempts left after that your account will be locked.',
      attemptsLeft: 2,
    });
  });

  it('keeps attempts left 0 (the attempt that locked) without a warning', () => {
    const error = cognitoError('UserLambdaValidationException', 'x MARQUE:INVALID_CREDENTIALS:0.');
    expect(refusalFromError(error, 'password')).toMatchObject({ attemptsLeft: 0 });
    expect(refusalFromError(error, 'password')).not.toHaveProperty('warning');
  });

  it.each([
    ['MARQUE:USER_INACTIVE', 'User is not active'],
    ['MARQUE:ALREADY_LOGGED_IN', 'You are already logged in on different machine.'],
    ['MARQUE:OTP_GENERATION_FAILED', 'Error in generation OTP'],
    ['MARQUE:CAPTCHA_WRONG', 'Wrong captcha! Try again.'],
  ])('maps %s to the spec message', (text, message) => {
    const error = cognitoError(
      'UserLambdaValidationException',
      `PreAuthentication failed with error ${text}.`,
    );
    expect(refusalFromError(error, 'password').message).toBe(message);
  });

  it('reads a wrong password without a trigger text as invalid credentials', () => {
    const error = cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    expect(refusalFromError(error, 'password')).toEqual({
      status: 'refused',
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid Username / Password',
    });
  });

  it('reads the same error at the code step as a failed code', () => {
    const error = cognitoError('NotAuthorizedException', 'Invalid session for the user.');
    expect(refusalFromError(error, 'code')).toMatchObject({
      code: 'OTP_FAILED',
      message: 'OTP verification failed',
    });
  });

  it('reads a disabled Cognito user as not active', () => {
    const error = cognitoError('NotAuthorizedException', 'User is disabled.');
    expect(refusalFromError(error, 'password').message).toBe('User is not active');
  });

  it('says Something went wrong for anything else', () => {
    expect(refusalFromError(new TypeError('Failed to fetch'), 'password')).toEqual({
      status: 'refused',
      code: 'UNKNOWN',
      message: 'Something went wrong',
    });
    expect(refusalFromError(undefined, 'code').message).toBe('Something went wrong');
  });
});

describe('maskEmail', () => {
  it('keeps the start of the local part and the domain', () => {
    expect(maskEmail('dev@partner.example')).toBe('de**@partner.example');
    expect(maskEmail('ab@x.example')).toBe('a**@x.example');
    expect(maskEmail('')).toBe('');
  });
});
