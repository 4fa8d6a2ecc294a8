import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  GetClientTokenRequest,
  GetClientTokenResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import { secretsOf, type AppClientWithSecrets } from './app-client-secrets';
import { findClient } from './app-client-store';
import { clientAccessToken } from './client-access-token';
import { clientErrors } from './client-secret-errors';
import { issuerOf } from './token-issuer';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Whether `secret` is one of the client's current secrets (compared in constant time). */
function isCurrentSecret(client: AppClientWithSecrets, secret: string): boolean {
  const given = digest(secret);
  return secretsOf(client).some((current) => timingSafeEqual(digest(current.value), given));
}

/** The scopes to grant: those asked for, each allowed to the client, or all it is allowed. */
function grantedScopes(client: AppClientWithSecrets, requested: string[] | undefined): string[] {
  const allowed = client.AllowedOAuthScopes ?? [];
  const wanted = requested && requested.length > 0 ? requested : allowed;
  const refused = wanted.find((scope) => !allowed.includes(scope));
  if (refused !== undefined) throw clientErrors.invalidScope(refused);
  if (wanted.length === 0) throw clientErrors.noScopes();
  return [...new Set(wanted)];
}

/**
 * GetClientToken: an access token for an app client itself (machine to machine), given one of
 * its current secrets. Unauthenticated, like InitiateAuth. ClientMetadata is accepted and unused
 * (no pre-token-generation trigger for client tokens locally).
 */
export async function getClientToken(
  deps: IdentityDeps,
  request: GetClientTokenRequest,
): Promise<GetClientTokenResponse> {
  const client = await findClient(deps, request.ClientId);
  if (!client.ExplicitAuthFlows?.includes('ALLOW_CLIENT_TOKEN_AUTH')) {
    throw clientErrors.clientTokenNotEnabled();
  }
  if (secretsOf(client).length === 0) throw clientErrors.noSecret(client.ClientId);
  if (!request.Secret || !isCurrentSecret(client, request.Secret)) {
    throw clientErrors.incorrectSecret();
  }
  const scopes = grantedScopes(client, request.Scopes);
  const issuer = issuerOf(deps.tokenGenerator, client.UserPoolId);
  const { token, expiresIn } = clientAccessToken(client, scopes, issuer, deps.now());
  return {
    ClientAuthenticationResult: { AccessToken: token, ExpiresIn: expiresIn, TokenType: 'Bearer' },
  };
}
