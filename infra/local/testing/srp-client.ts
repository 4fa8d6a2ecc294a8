import { randomBytes } from 'node:crypto';
import {
  cognitoTimestamp,
  derivedKey,
  fromHex,
  g,
  k,
  modPow,
  N,
  passwordClaimSignature,
  privateKeyX,
  scramblingParameter,
} from '../identity/srp/srp-math';

/**
 * Test support (not a test): the client half of Cognito's SRP, written from the protocol
 * (S = (B − k·g^x)^(a + u·x)), so tests can sign in through the plain SDK. Amplify is the
 * independent client that proves the server half against real-world code.
 */
export interface SrpClient {
  /** SRP_A for InitiateAuth. */
  srpA: string;
  /** The PASSWORD_VERIFIER ChallengeResponses for the server's challenge parameters. */
  answer(challenge: Record<string, string>, password: string, now?: Date): Record<string, string>;
}

export function srpClient(userPoolId: string): SrpClient {
  const poolName = userPoolId.split('_')[1] ?? '';
  const a = fromHex(randomBytes(128).toString('hex'));
  const A = modPow(g, a, N);
  return {
    srpA: A.toString(16),
    answer(challenge, password, now = new Date()) {
      const userId = challenge.USER_ID_FOR_SRP ?? '';
      const B = fromHex(challenge.SRP_B ?? '0');
      const x = privateKeyX(poolName, userId, password, fromHex(challenge.SALT ?? '0'));
      const u = scramblingParameter(A, B);
      const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
      const S = modPow(base, a + u * x, N);
      const timestamp = cognitoTimestamp(now);
      const secretBlock = challenge.SECRET_BLOCK ?? '';
      return {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: passwordClaimSignature(derivedKey(S, u), {
          poolName,
          userId,
          secretBlock,
          timestamp,
        }),
      };
    },
  };
}
