import { randomBytes } from 'node:crypto';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import {
  fromHex,
  isCognitoTimestamp,
  N,
  newSalt,
  padHex,
  passwordClaimSignature,
  passwordVerifier,
  sameSignature,
  serverAuthenticationKey,
  serverEphemeral,
} from '../srp/srp-math';
import type { AuthSession, SrpState } from './auth-sessions';
import { findUser, srpPoolName } from './sign-in-client';

/** InitiateAuth's SRP_A: hex, and not 0 mod N. */
export function parseSrpA(value: string | undefined): bigint {
  if (!value || !/^[0-9a-fA-F]+$/.test(value)) throw errors.invalidParameter('Invalid SRP_A');
  const A = fromHex(value);
  if (A % N === 0n) throw errors.invalidParameter('Invalid SRP_A');
  return A;
}

export interface SrpChallengeInput {
  userPoolId: string;
  /** USER_ID_FOR_SRP: cognito-local's Username, or the sign-in name of an unknown user. */
  userId: string;
  /** The user's password; undefined for an unknown user (a random one is used then). */
  password: string | undefined;
  A: bigint;
}

/**
 * The server half of the PASSWORD_VERIFIER challenge: its state (kept in the session) and its
 * parameters (SALT, SECRET_BLOCK, SRP_B, USERNAME, USER_ID_FOR_SRP). For an unknown user the
 * challenge is made from a random password, so the attempt fails only at the password.
 */
export function srpChallenge(input: SrpChallengeInput): {
  srp: SrpState;
  parameters: Record<string, string>;
} {
  const password = input.password ?? randomBytes(32).toString('hex');
  const salt = newSalt();
  const verifier = passwordVerifier(srpPoolName(input.userPoolId), input.userId, password, salt);
  const { b, B } = serverEphemeral(verifier);
  const secretBlock = randomBytes(64).toString('base64');
  return {
    srp: { A: input.A, b, B, verifier, secretBlock },
    parameters: {
      SALT: padHex(salt),
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: input.userId,
      USER_ID_FOR_SRP: input.userId,
    },
  };
}

/** A malformed TIMESTAMP is a bad request, not a wrong password. */
export function assertSrpTimestamp(responses: Record<string, string>): void {
  if (!isCognitoTimestamp(responses.TIMESTAMP ?? '')) {
    throw errors.invalidParameter('TIMESTAMP must look like "Tue Mar 3 09:05:07 UTC 2026"');
  }
}

/** Whether the PASSWORD_VERIFIER answer proves the password (Cognito's SRP math). */
export async function passwordClaimHolds(
  deps: IdentityDeps,
  session: AuthSession,
  responses: Record<string, string>,
): Promise<boolean> {
  const { srp, username } = session;
  if (!srp || !username || responses.PASSWORD_CLAIM_SECRET_BLOCK !== srp.secretBlock) return false;
  const pool = await deps.cognito.getUserPool(deps.ctx, session.userPoolId);
  const named = responses.USERNAME ? await findUser(deps, pool, responses.USERNAME) : null;
  if (named?.Username !== username) return false;
  const key = serverAuthenticationKey(srp.A, srp.B, srp.b, srp.verifier);
  if (!key) return false;
  const expected = passwordClaimSignature(key, {
    poolName: srpPoolName(session.userPoolId),
    userId: username,
    secretBlock: srp.secretBlock,
    timestamp: responses.TIMESTAMP ?? '',
  });
  return sameSignature(expected, responses.PASSWORD_CLAIM_SIGNATURE ?? '');
}
