import type { InitiateAuthRequest } from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { beginSignIn } from './begin-sign-in';
import { passwordVerified, type SignInResponse } from './password-verified';

/** InitiateAuth USER_PASSWORD_AUTH (only for clients that allow it; marque-web does not). */
export async function passwordSignIn(
  deps: IdentityDeps,
  request: InitiateAuthRequest,
): Promise<SignInResponse> {
  const params = request.AuthParameters ?? {};
  const start = await beginSignIn(deps, {
    flow: 'USER_PASSWORD_AUTH',
    clientId: request.ClientId,
    username: params.USERNAME,
    clientMetadata: request.ClientMetadata,
  });
  if (!start.user || !params.PASSWORD || start.user.Password !== params.PASSWORD) {
    throw errors.incorrectCredentials();
  }
  return passwordVerified(deps, {
    flow: 'USER_PASSWORD_AUTH',
    pool: start.pool,
    client: start.client,
    username: start.user.Username,
    clientMetadata: undefined,
  });
}
