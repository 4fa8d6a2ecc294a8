import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type {
  CognitoLocalAppClient,
  CognitoLocalUser,
  CognitoLocalUserPool,
  TokenSource,
} from '../cognito-local/internals';
import type { IdentityDeps } from '../identity-deps';
import { decodeJwt } from './jwt';

export interface TokenRequest {
  pool: CognitoLocalUserPool;
  client: CognitoLocalAppClient;
  user: CognitoLocalUser;
  clientMetadata: Record<string, string> | undefined;
  source: TokenSource;
}

/**
 * Tokens from cognito-local's own generator (so they carry its claims, `cognito:groups` and its
 * pre-token-generation hook, and verify against its JWKS). A sign-in also keeps the refresh
 * token with the user, as cognito-local does; a refresh returns no new refresh token.
 */
export async function issueTokens(
  deps: IdentityDeps,
  request: TokenRequest,
): Promise<AuthenticationResultType> {
  const { pool, client, user } = request;
  const groups = await pool.listUserGroupMembership(deps.ctx, user);
  const tokens = await deps.tokenGenerator.generate(
    deps.ctx,
    user,
    groups,
    client,
    request.clientMetadata,
    request.source,
  );
  const refreshing = request.source === 'RefreshTokens';
  if (!refreshing) await pool.storeRefreshToken(deps.ctx, tokens.RefreshToken, user);
  const claims = decodeJwt(tokens.AccessToken);
  return {
    AccessToken: tokens.AccessToken,
    IdToken: tokens.IdToken,
    RefreshToken: refreshing ? undefined : tokens.RefreshToken,
    ExpiresIn: claims?.exp && claims.iat ? claims.exp - claims.iat : undefined,
    TokenType: 'Bearer',
  };
}
