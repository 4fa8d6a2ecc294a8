import { describe, expect, it } from 'vitest';
import { emailField, emailPattern } from './email-field';

const email = emailField({ empty: 'empty', invalid: 'invalid' });

function messageOf(input: unknown): string | undefined {
  const result = email.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(email.parse('  Asha.Rao+dev@Example.CO.in ')).toBe('asha.rao+dev@example.co.in');
  });

  it('reports the empty message for a blank value', () => {
    expect(messageOf('  ')).toBe('empty');
  });

  it.each(['plain', 'a@b', 'a@b.c', 'a..b@c.com', '.a@c.com', 'a@-c.com', 'a b@c.com', 'a@c.com.'])(
    'refuses %s',
    (input) => {
      expect(messageOf(input)).toBe('invalid');
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(
      messageOf(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`),
    ).toBe('invalid');
  });

  it('accepts common address shapes', () => {
    for (const value of ['a@b.co', 'first_last@sub.example.org', "o'neil@x.io"]) {
      expect(emailPattern.test(value)).toBe(true);
    }
  });
});
