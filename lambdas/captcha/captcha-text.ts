import { randomInt } from 'node:crypto';
import { captchaLength } from '../../shared/schemas/captcha-schema';

/**
 * Letters and symbols a reader cannot mistake for one another or for a digit: no O/o/Q/D (0),
 * I/i/l/j (1), Z/z (2), S/s (5), G/b (6), B (8), g/q (9). Answers are compared case-insensitively,
 * so a letter whose two cases look alike (c/C, k/K, …) costs the reader nothing.
 */
export const captchaLetters = 'ACEFHJKMNPRTUVWXYacefhkmnprtuvwxy@#%&+?';
/** No 0 or 1 (O, I, l). */
export const captchaDigits = '23456789';

export type RandomInt = (max: number) => number;

const pick = (characters: string, random: RandomInt) => characters[random(characters.length)] ?? '';

/**
 * A captcha's text (spec §5): 6 characters, 5 letters or symbols and 1 digit at a random
 * position, so it matches `captchaSchema`.
 */
export function makeCaptchaText(random: RandomInt = (max) => randomInt(max)): string {
  const others = Array.from({ length: captchaLength - 1 }, () => pick(captchaLetters, random));
  others.splice(random(captchaLength), 0, pick(captchaDigits, random));
  return others.join('');
}
