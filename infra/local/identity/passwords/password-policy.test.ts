import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, type PasswordPolicy } from './password-policy';

const strict: PasswordPolicy = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

const refusal = (password: string, policy = strict) => {
  try {
    checkPasswordPolicy(policy, password);
    return 'accepted';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
};

describe('checkPasswordPolicy', () => {
  it("refuses each class the policy requires, in Cognito's words", () => {
    const prefix = 'InvalidPasswordException: Password did not conform with policy: ';
    expect(refusal('Ab1#')).toBe(`${prefix}Password not long enough`);
    expect(refusal('abcdefg1#')).toBe(`${prefix}Password must have uppercase characters`);
    expect(refusal('ABCDEFG1#')).toBe(`${prefix}Password must have lowercase characters`);
    expect(refusal('Abcdefgh#')).toBe(`${prefix}Password must have numeric characters`);
    expect(refusal('Abcdefgh1')).toBe(`${prefix}Password must have symbol characters`);
  });

  it('accepts a conforming password, and anything when the pool has no policy', () => {
    expect(refusal('Partner#2026a')).toBe('accepted');
    expect(refusal('Partner~2026a')).toBe('accepted');
    expect(refusal('short', {})).toBe('accepted');
    expect(() => checkPasswordPolicy(undefined, 'x')).not.toThrow();
  });
});
