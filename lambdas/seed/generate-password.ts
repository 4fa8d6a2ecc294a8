import { randomInt } from 'node:crypto';
import { passwordSchema, passwordSpecialCharacters } from '../../shared/schemas/password-schema';

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const classes = [lower, upper, digits, passwordSpecialCharacters] as const;
const anyCharacter = classes.join('');

/** Length of a generated password: well inside the rule's 8-20. */
export const generatedPasswordLength = 16;

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

/**
 * A random password that meets the rule of spec §5 (and so the user pool's policy): one of each
 * class, the rest from all of them, shuffled, from the crypto RNG. Checked with the shared
 * schema before it is returned; never logged.
 */
export function generatePassword(length: number = generatedPasswordLength): string {
  const characters = classes.map(pick);
  while (characters.length < length) characters.push(pick(anyCharacter));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  const password = characters.join('');
  // The message names the rule only, never the value.
  if (!passwordSchema.safeParse(password).success) {
    throw new Error('The generated password does not meet the password rule');
  }
  return password;
}
