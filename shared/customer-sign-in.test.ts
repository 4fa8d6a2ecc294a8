import { describe, expect, it } from 'vitest';
import { customerErrorCodes, customerErrorText } from './customer-sign-in';

describe('customer sign-in error texts (spec §8)', () => {
  it('words the OTP errors as the identity provider does', () => {
    expect(customerErrorText(customerErrorCodes.incorrectOtp)).toBe(
      'The OTP you entered was incorrect. Please try again.',
    );
    expect(customerErrorText(customerErrorCodes.generateNewOtp)).toBe('Please generate new OTP.');
  });

  it('falls back to the unexpected failure for any other code', () => {
    expect(customerErrorText('UNEXPECTED.TECHNICAL.FAILURE')).toBe(
      'An unexpected error occured during login.',
    );
    expect(customerErrorText('SOMETHING_ELSE')).toBe('An unexpected error occured during login.');
    expect(customerErrorText(undefined)).toBe('An unexpected error occured during login.');
  });
});
