import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A salted one-way fingerprint of a user's current password (scrypt, a salt of its own per
 * password): Cognito never says whether a new password equals the current one, so the portal
 * keeps this to refuse it in the forgot-password flow. Never the password, never sent out.
 */
export interface PasswordFingerprint {
  salt: string;
  hash: string;
}

const keyLength = 32;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), keyLength, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function passwordFingerprint(password: string): Promise<PasswordFingerprint> {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: (await derive(password, salt)).toString('base64url') };
}

/** True when `password` is the one `fingerprint` was made of; false without a fingerprint. */
export async function isFingerprintOf(
  password: string,
  fingerprint: PasswordFingerprint | undefined,
): Promise<boolean> {
  if (!fingerprint?.salt || !fingerprint.hash) return false;
  const expected = Buffer.from(fingerprint.hash, 'base64url');
  const actual = await derive(password, fingerprint.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
