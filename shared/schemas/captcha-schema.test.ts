import { describe, expect, it } from 'vitest';
import { captchaSchema } from './captcha-schema';

function messageOf(input: unknown): string | undefined {
  const result = captchaSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('captchaSchema', () => {
  it.each(['abcde1', '1abcde', 'aB#d3f', '@!xyz9'])('accepts the shape of %j', (value) => {
    expect(captchaSchema.parse(value)).toBe(value);
  });

  it("says 'Please enter the Captcha' when empty", () => {
    expect(messageOf('')).toBe('Please enter the Captcha');
    expect(messageOf(undefined)).toBe('Please enter the Captcha');
  });

  it.each(['abcdef', 'abcd12', 'abcd1', 'abcdef1', 'ab de1', '123456'])(
    "says 'Wrong captcha! Try again.' for %j",
    (value) => {
      expect(messageOf(value)).toBe('Wrong captcha! Try again.');
    },
  );
});
