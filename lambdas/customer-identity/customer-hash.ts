import { createHash, timingSafeEqual } from 'node:crypto';

/** The hex sha256 of the parts joined with ':' (what the table keeps instead of a secret). */
export function sha256(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(given: string, expected: string | undefined): boolean {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
