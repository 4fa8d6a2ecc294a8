import { describe, expect, it } from 'vitest';
import { captchaSchema } from '../../shared/schemas/captcha-schema';
import { captchaDigits, captchaLetters, makeCaptchaText } from './captcha-text';

describe('makeCaptchaText', () => {
  it('makes answers the shared captcha schema accepts: 6 characters, exactly one digit', () => {
    for (let i = 0; i < 500; i++) {
      const text = makeCaptchaText();
      expect(captchaSchema.safeParse(text).success).toBe(true);
      expect(text.replace(/\D/g, '')).toHaveLength(1);
    }
  });

  it('puts the digit at the position drawn', () => {
    // Draws: five letters (index 0), the position (3), the digit (index 0).
    const draws = [0, 0, 0, 0, 0, 3, 0];
    const text = makeCaptchaText(() => draws.shift() ?? 0);
    expect(text).toBe(`AAA${captchaDigits[0]}AA`);
  });

  it('uses no character that reads like another (0/O, 1/I/l, 2/Z, 5/S, 8/B, 9/g)', () => {
    for (const character of '01OoQDIilj|ZzSsGbBgq') {
      expect(captchaLetters + captchaDigits).not.toContain(character);
    }
  });

  it('spreads the digit over every position', () => {
    const positions = new Set<number>();
    for (let i = 0; i < 300; i++) positions.add(makeCaptchaText().search(/\d/));
    expect([...positions].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
