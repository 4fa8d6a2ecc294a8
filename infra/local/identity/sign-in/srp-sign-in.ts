import type {
  InitiateAuthRequest,
  RespondToAuthChallengeRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AuthSession } from './auth-sessions';
import { beginSignIn } from './begin-sign-in';
import { answerCustomPasswordVerifier } from './custom-answers';
import { passwordVerified, type SignInResponse } from './password-verified';
import { clientAndPool } from './sign-in-client';
import { assertSrpTimestamp, parseSrpA, passwordClaimHolds, srpChallenge } from './srp-challenge';

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
  const { srp, parameters } = srpChallenge({
    userPoolId: start.pool.options.Id,
    userId: start.user?.Username ?? start.signInName,
    password: start.user?.Password,
    A,
  });
  const session = deps.sessions.open({
    flow: 'USER_SRP_AUTH',
    clientId: start.client.ClientId,
    userPoolId: start.pool.options.Id,
    username: start.user?.Username,
    signInName: start.signInName,
    pending: 'PASSWORD_VERIFIER',
    srp,
    history: [{ challengeName: 'SRP_A', challengeResult: true }],
    clientMetadata: request.ClientMetadata,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session.id,
    ChallengeParameters: parameters,
  };
}

/**
 * RespondToAuthChallenge PASSWORD_VERIFIER. In USER_SRP_AUTH a wrong password ends the sign-in
 * (NotAuthorizedException); in CUSTOM_AUTH the define-auth-challenge trigger decides.
 */
export async function answerPasswordVerifier(
  deps: IdentityDeps,
  session: AuthSession,
  request: RespondToAuthChallengeRequest,
): Promise<SignInResponse> {
  if (session.flow === 'CUSTOM_AUTH') return answerCustomPasswordVerifier(deps, session, request);
  const responses = request.ChallengeResponses ?? {};
  assertSrpTimestamp(responses);
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
