import type {
  AdminInitiateAuthRequest,
  AdminInitiateAuthResponse,
  AdminRespondToAuthChallengeRequest,
  AdminRespondToAuthChallengeResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { startCustomSignIn } from './custom-sign-in';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { clientAndPool } from './sign-in-client';

/** The admin calls name the pool and the client: the client must be one of that pool's. */
async function assertClientOfPool(
  deps: IdentityDeps,
  userPoolId: string | undefined,
  clientId: string | undefined,
): Promise<void> {
  if (!userPoolId) throw errors.invalidParameter('Missing required parameter UserPoolId');
  const { client } = await clientAndPool(deps, clientId);
  if (client.UserPoolId !== userPoolId) throw errors.clientNotFound(client.ClientId);
}

/**
 * AdminInitiateAuth, CUSTOM_AUTH only (what a backend signing its customers in calls): the same
 * custom flow as InitiateAuth, with the define and create triggers of the named pool.
 */
export async function adminInitiateAuth(
  deps: IdentityDeps,
  request: AdminInitiateAuthRequest,
): Promise<AdminInitiateAuthResponse> {
  await assertClientOfPool(deps, request.UserPoolId, request.ClientId);
  if (request.AuthFlow !== 'CUSTOM_AUTH') {
    throw errors.unsupported(`AdminInitiateAuth AuthFlow ${String(request.AuthFlow)}`);
  }
  return startCustomSignIn(deps, {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: request.ClientId,
    AuthParameters: request.AuthParameters,
    ClientMetadata: request.ClientMetadata,
  });
}

/** AdminRespondToAuthChallenge, CUSTOM_CHALLENGE only: one answer per session, as in Cognito. */
export async function adminRespondToAuthChallenge(
  deps: IdentityDeps,
  request: AdminRespondToAuthChallengeRequest,
): Promise<AdminRespondToAuthChallengeResponse> {
  await assertClientOfPool(deps, request.UserPoolId, request.ClientId);
  if (request.ChallengeName !== 'CUSTOM_CHALLENGE') {
    throw errors.unsupported(
      `AdminRespondToAuthChallenge ChallengeName ${String(request.ChallengeName)}`,
    );
  }
  return respondToAuthChallenge(deps, {
    ClientId: request.ClientId,
    ChallengeName: 'CUSTOM_CHALLENGE',
    ChallengeResponses: request.ChallengeResponses,
    Session: request.Session,
    ClientMetadata: request.ClientMetadata,
  });
}
