import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  passwordField,
  passwordSchema,
  passwordSpecialCharacters,
} from './password-schema';

const rule =
  'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters';

describe('isValidPassword', () => {
  it.each(['Abcdef1!', 'Zz9#Zz9#Zz9#Zz9#Zz9#', 'pa$$W0rd-x'])('accepts %j', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'Abcd1!x'],
    ['too long', 'Abcdefghij1!abcdefghi'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special', 'Abcdefg1'],
    ['a space', 'Abc def1!'],
    ['a tab', 'Abc\tdef1!'],
    ['only a non-listed symbol', 'Abcdef1€'],
  ])('refuses a password with %s', (_case, value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it("counts each of Cognito's symbols as special", () => {
    for (const symbol of passwordSpecialCharacters) {
      expect(isValidPassword(`Abcdef1${symbol}`)).toBe(true);
    }
  });
});

describe('passwordSchema', () => {
  it('reports the long rule message, also for an empty value, and never trims', () => {
    for (const value of ['', 'short', ' Abcdef1! ']) {
      const result = passwordSchema.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([rule]);
    }
    expect(passwordSchema.parse('Abcdef1!')).toBe('Abcdef1!');
  });
});

describe('passwordField', () => {
  it('has its own empty message, then the rule', () => {
    const field = passwordField('Password is required');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Password is required');
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe(rule);
    expect(field.parse('Abcdef1!')).toBe('Abcdef1!');
  });
});
