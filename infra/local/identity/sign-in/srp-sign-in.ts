import { randomBytes } from 'node:crypto';
import type {
  InitiateAuthRequest,
  RespondToAuthChallengeRequest,
} from '@aws-sdk/client-cognito-identity-provider';
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
import type { AuthSession } from './auth-sessions';
import { beginSignIn } from './begin-sign-in';
import { passwordVerified, type SignInResponse } from './password-verified';
import { clientAndPool, findUser, srpPoolName } from './sign-in-client';

function parseSrpA(value: string | undefined): bigint {
  if (!value || !/^[0-9a-fA-F]+$/.test(value)) throw errors.invalidParameter('Invalid SRP_A');
  const A = fromHex(value);
  if (A % N === 0n) throw errors.invalidParameter('Invalid SRP_A');
  return A;
}

/**
 * InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge (SRP_B, SALT, SECRET_BLOCK,
 * USER_ID_FOR_SRP). For a name that is not in the pool (when the client hides that) the
 * challenge is made from a random password, so the attempt fails only at the password.
 */
export async function startSrpSignIn(
  deps: IdentityDeps,
  request: InitiateAuthRequest,
): Promise<SignInResponse> {
  const params = request.AuthParameters ?? {};
  const A = parseSrpA(params.SRP_A);
  const start = await beginSignIn(deps, {
    flow: 'USER_SRP_AUTH',
    clientId: request.ClientId,
    username: params.USERNAME,
    clientMetadata: request.ClientMetadata,
  });
  const userId = start.user?.Username ?? start.signInName;
  const password = start.user?.Password ?? randomBytes(32).toString('hex');
  const salt = newSalt();
  const verifier = passwordVerifier(srpPoolName(start.pool.options.Id), userId, password, salt);
  const { b, B } = serverEphemeral(verifier);
  const secretBlock = randomBytes(64).toString('base64');

  const session = deps.sessions.open({
    flow: 'USER_SRP_AUTH',
    clientId: start.client.ClientId,
    userPoolId: start.pool.options.Id,
    username: start.user?.Username,
    pending: 'PASSWORD_VERIFIER',
    srp: { A, b, B, verifier, secretBlock },
    history: [{ challengeName: 'SRP_A', challengeResult: true }],
    clientMetadata: request.ClientMetadata,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session.id,
    ChallengeParameters: {
      SALT: padHex(salt),
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: userId,
      USER_ID_FOR_SRP: userId,
    },
  };
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

/** RespondToAuthChallenge PASSWORD_VERIFIER for a USER_SRP_AUTH sign-in. */
export async function answerPasswordVerifier(
  deps: IdentityDeps,
  session: AuthSession,
  request: RespondToAuthChallengeRequest,
): Promise<SignInResponse> {
  const responses = request.ChallengeResponses ?? {};
  if (!isCognitoTimestamp(responses.TIMESTAMP ?? '')) {
    throw errors.invalidParameter('TIMESTAMP must look like "Tue Mar 3 09:05:07 UTC 2026"');
  }
  if (!(await passwordClaimHolds(deps, session, responses))) throw errors.incorrectCredentials();
  const { client, pool } = await clientAndPool(deps, session.clientId);
  return passwordVerified(deps, {
    flow: session.flow,
    pool,
    client,
    username: session.username ?? '',
    clientMetadata: request.ClientMetadata,
  });
}
