import type {
  AuthenticationResultType,
  GetTokensFromRefreshTokenRequest,
  GetTokensFromRefreshTokenResponse,
  InitiateAuthRequest,
  InitiateAuthResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { assertFlowEnabled, clientAndPool, type ClientAndPool } from '../sign-in/sign-in-client';
import { issueTokens } from './issue-tokens';
import { isExpired, poolIdOfIssuer, verifyJwt } from './jwt';

/**
 * New ID and access tokens for a refresh token cognito-local issued, still held by its user
 * (a global sign-out or RevokeToken takes it away), unexpired, from the same pool; never for a
 * disabled user. No rotation: the refresh token stays the same, as in a client without rotation.
 */
async function refresh(
  deps: IdentityDeps,
  { client, pool }: ClientAndPool,
  refreshToken: string | undefined,
  clientMetadata: Record<string, string> | undefined,
): Promise<AuthenticationResultType> {
  if (!refreshToken) throw errors.invalidParameter('Missing required parameter REFRESH_TOKEN');
  if (deps.revokedRefreshTokens.has(refreshToken)) throw errors.revokedRefreshToken();
  const claims = verifyJwt(refreshToken, deps.signingKey);
  if (!claims || poolIdOfIssuer(claims.iss) !== pool.options.Id || isExpired(claims, deps.now())) {
    throw errors.invalidRefreshToken();
  }
  const user = await pool.getUserByRefreshToken(deps.ctx, refreshToken);
  if (!user) throw errors.invalidRefreshToken();
  if (!user.Enabled) throw errors.userDisabled();
  return issueTokens(deps, { pool, client, user, clientMetadata, source: 'RefreshTokens' });
}

/** GetTokensFromRefreshToken: the only refresh call Amplify 6.21+ makes. */
export async function getTokensFromRefreshToken(
  deps: IdentityDeps,
  request: GetTokensFromRefreshTokenRequest,
): Promise<GetTokensFromRefreshTokenResponse> {
  const clientPool = await clientAndPool(deps, request.ClientId);
  const result = await refresh(deps, clientPool, request.RefreshToken, request.ClientMetadata);
  return { AuthenticationResult: result };
}

/** InitiateAuth REFRESH_TOKEN_AUTH (and its old name REFRESH_TOKEN). */
export async function refreshTokenAuth(
  deps: IdentityDeps,
  request: InitiateAuthRequest,
): Promise<InitiateAuthResponse> {
  const clientPool = await clientAndPool(deps, request.ClientId);
  assertFlowEnabled(clientPool.client, 'REFRESH_TOKEN_AUTH');
  const token = request.AuthParameters?.REFRESH_TOKEN;
  const result = await refresh(deps, clientPool, token, request.ClientMetadata);
  return { ChallengeParameters: {}, AuthenticationResult: result };
}
