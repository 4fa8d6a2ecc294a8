import type { InitiateAuthRequest } from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import { beginSignIn } from './begin-sign-in';
import { customAuthNotConfigured } from './challenge-triggers';
import { defineNextStep } from './custom-flow';
import type { SignInResponse } from './password-verified';
import { assertFlowEnabled, clientAndPool } from './sign-in-client';
import { parseSrpA } from './srp-challenge';

/**
 * InitiateAuth CUSTOM_AUTH. With `CHALLENGE_NAME: SRP_A` and `SRP_A` (Amplify's CUSTOM_WITH_SRP)
 * the define-auth-challenge trigger first sees `[{ challengeName: 'SRP_A', challengeResult: true }]`
 * and is expected to ask for PASSWORD_VERIFIER; without them it sees an empty session. Either way
 * pre-authentication runs first, with InitiateAuth's ClientMetadata as its validationData.
 */
export async function startCustomSignIn(
  deps: IdentityDeps,
  request: InitiateAuthRequest,
): Promise<SignInResponse> {
  const { client, pool } = await clientAndPool(deps, request.ClientId);
  assertFlowEnabled(client, 'CUSTOM_AUTH');
  const triggers = await deps.triggersFor(pool.options.Id);
  if (!triggers.defineAuthChallenge) throw customAuthNotConfigured();
  const params = request.AuthParameters ?? {};
  const withSrp = params.CHALLENGE_NAME === 'SRP_A';
  const srpA = withSrp ? parseSrpA(params.SRP_A) : undefined;

  const start = await beginSignIn(deps, {
    flow: 'CUSTOM_AUTH',
    clientId: request.ClientId,
    username: params.USERNAME,
    clientMetadata: request.ClientMetadata,
  });
  return defineNextStep(deps, {
    pool: start.pool,
    client: start.client,
    user: start.user,
    signInName: start.signInName,
    history: withSrp ? [{ challengeName: 'SRP_A', challengeResult: true }] : [],
    srpA,
    clientMetadata: undefined,
  });
}
