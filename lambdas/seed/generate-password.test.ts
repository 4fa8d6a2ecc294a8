import { describe, expect, it } from 'vitest';
import { passwordSchema } from '../../shared/schemas/password-schema';
import { generatePassword, generatedPasswordLength } from './generate-password';

describe('generatePassword', () => {
  it('always meets the password rule of spec §5', () => {
    for (let i = 0; i < 2000; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(generatedPasswordLength);
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('meets it at the bounds of the rule too', () => {
    for (const length of [8, 20])
      expect(passwordSchema.parse(generatePassword(length))).toBeTruthy();
  });

  it('refuses a length the rule refuses, without naming the value', () => {
    expect(() => generatePassword(21)).toThrow(/^The generated password does not meet/);
  });

  it('differs from one call to the next', () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(seen.size).toBe(100);
  });
});
