import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cognitoTimestamp,
  fromHex,
  isCognitoTimestamp,
  k,
  N,
  newSalt,
  padHex,
  passwordClaimSignature,
  passwordVerifier,
  sameSignature,
  serverAuthenticationKey,
  serverEphemeral,
} from './srp-math';
import { srpClient } from '../../testing/srp-client';

describe('padHex', () => {
  it('gives even-length hex with a 00 byte before a set high bit', () => {
    expect(padHex(20n)).toBe('14');
    expect(padHex(236n)).toBe('00ec');
    expect(padHex(200n)).toBe('00c8');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(N).slice(0, 4)).toBe('00ff');
  });
});

describe('the group', () => {
  it('is the 3072-bit prime of RFC 5054 and k = H(N | g)', () => {
    expect(N.toString(2)).toHaveLength(3072);
    expect(k.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
  });
});

describe('the password claim', () => {
  const poolId = 'local_Ab12Cd34';
  const userId = '8f1c0c4e-2f5b-4bd8-9d2e-6a8c1f0d9b11';

  function serverChallenge(password: string) {
    const salt = newSalt();
    const verifier = passwordVerifier('Ab12Cd34', userId, password, salt);
    const { b, B } = serverEphemeral(verifier);
    const secretBlock = randomBytes(64).toString('base64');
    const params = {
      SALT: padHex(salt),
      SRP_B: B.toString(16),
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: userId,
    };
    return { params, b, B, verifier, secretBlock };
  }

  function verify(password: string, clientPassword: string): boolean {
    const client = srpClient(poolId);
    const server = serverChallenge(password);
    const answer = client.answer(server.params, clientPassword);
    const key = serverAuthenticationKey(fromHex(client.srpA), server.B, server.b, server.verifier);
    if (!key) return false;
    const expected = passwordClaimSignature(key, {
      poolName: 'Ab12Cd34',
      userId,
      secretBlock: server.secretBlock,
      timestamp: answer.TIMESTAMP ?? '',
    });
    return sameSignature(expected, answer.PASSWORD_CLAIM_SIGNATURE ?? '');
  }

  it('holds for the right password', () => {
    expect(verify('Correct#Horse1', 'Correct#Horse1')).toBe(true);
  });

  it('fails for a wrong password', () => {
    expect(verify('Correct#Horse1', 'Correct#Horse2')).toBe(false);
  });

  it('refuses an A that is 0 mod N', () => {
    const { B, b, verifier } = serverChallenge('x');
    expect(serverAuthenticationKey(N * 2n, B, b, verifier)).toBeNull();
  });
});

describe('the TIMESTAMP', () => {
  it("is formatted 'ddd MMM D HH:mm:ss UTC YYYY' without padding the day", () => {
    expect(cognitoTimestamp(new Date('2026-03-03T09:05:07Z'))).toBe('Tue Mar 3 09:05:07 UTC 2026');
    expect(cognitoTimestamp(new Date('2026-11-22T23:59:00Z'))).toBe('Sun Nov 22 23:59:00 UTC 2026');
  });

  it('is recognised only in that form', () => {
    expect(isCognitoTimestamp('Tue Mar 3 09:05:07 UTC 2026')).toBe(true);
    expect(isCognitoTimestamp('Tue Mar 03 09:05:07 UTC 2026')).toBe(false);
    expect(isCognitoTimestamp('2026-03-03T09:05:07Z')).toBe(false);
  });
});
