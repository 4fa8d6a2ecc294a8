import { describe, expect, it } from 'vitest';
import { isFingerprintOf, passwordFingerprint } from './password-fingerprint';

describe('password fingerprint', () => {
  it('matches the password it was made of, and no other', async () => {
    const fingerprint = await passwordFingerprint('Partner#2026a');
    expect(await isFingerprintOf('Partner#2026a', fingerprint)).toBe(true);
    expect(await isFingerprintOf('Partner#2026b', fingerprint)).toBe(false);
    expect(await isFingerprintOf('partner#2026a', fingerprint)).toBe(false);
  });

  it('keeps neither the password nor the same hash twice (a salt per fingerprint)', async () => {
    const first = await passwordFingerprint('Partner#2026a');
    const second = await passwordFingerprint('Partner#2026a');
    expect(JSON.stringify(first)).not.toContain('Partner#2026a');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('matches nothing without a fingerprint (an account from before they were kept)', async () => {
    expect(await isFingerprintOf('Partner#2026a', undefined)).toBe(false);
  });
});
