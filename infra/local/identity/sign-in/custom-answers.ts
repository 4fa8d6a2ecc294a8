import type { RespondToAuthChallengeRequest } from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AuthSession, ChallengeHistoryEntry } from './auth-sessions';
import { verifyAuthChallengeResponse } from './challenge-triggers';
import { defineNextStep, flowOfSession } from './custom-flow';
import {
  assertUserMaySignIn,
  newPasswordChallenge,
  type SignInResponse,
} from './password-verified';
import { assertSrpTimestamp, passwordClaimHolds } from './srp-challenge';

/**
 * RespondToAuthChallenge PASSWORD_VERIFIER in CUSTOM_AUTH. A wrong password is not an error
 * here: it joins the session as `{ challengeName: 'PASSWORD_VERIFIER', challengeResult: false }`
 * and define-auth-challenge decides (it can count the failure, then fail the sign-in).
 */
export async function answerCustomPasswordVerifier(
  deps: IdentityDeps,
  session: AuthSession,
  request: RespondToAuthChallengeRequest,
): Promise<SignInResponse> {
  const responses = request.ChallengeResponses ?? {};
  assertSrpTimestamp(responses);
  const holds = await passwordClaimHolds(deps, session, responses);
  const flow = await flowOfSession(deps, session, request.ClientMetadata);
  const result = holds && flow.user !== null;
  flow.history.push({ challengeName: 'PASSWORD_VERIFIER', challengeResult: result });
  if (result && flow.user) {
    assertUserMaySignIn(flow.user);
    if (flow.user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const signIn = {
        flow: 'CUSTOM_AUTH' as const,
        pool: flow.pool,
        client: flow.client,
        username: flow.user.Username,
        clientMetadata: flow.clientMetadata,
      };
      return newPasswordChallenge(deps, signIn, flow.user, flow.history);
    }
  }
  return defineNextStep(deps, flow);
}

/**
 * RespondToAuthChallenge CUSTOM_CHALLENGE: verify-auth-challenge-response judges the ANSWER, the
 * result joins the session (with the challenge's metadata), then define-auth-challenge decides.
 */
export async function answerCustomChallenge(
  deps: IdentityDeps,
  session: AuthSession,
  request: RespondToAuthChallengeRequest,
): Promise<SignInResponse> {
  const answer = request.ChallengeResponses?.ANSWER;
  if (!answer) throw errors.invalidParameter('Missing required parameter ANSWER');
  const { challenge } = session;
  if (!challenge) throw errors.invalidSession();
  const flow = await flowOfSession(deps, session, request.ClientMetadata);
  const call = {
    userPoolId: flow.pool.options.Id,
    clientId: flow.client.ClientId,
    user: flow.user,
    signInName: flow.signInName,
  };
  const correct = await verifyAuthChallengeResponse(
    deps,
    call,
    challenge,
    answer,
    flow.clientMetadata,
  );
  const entry: ChallengeHistoryEntry = {
    challengeName: 'CUSTOM_CHALLENGE',
    challengeResult: correct,
    ...(challenge.challengeMetadata === undefined
      ? {}
      : { challengeMetadata: challenge.challengeMetadata }),
  };
  flow.history.push(entry);
  return defineNextStep(deps, flow);
}
