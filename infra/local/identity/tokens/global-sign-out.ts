import type {
  AdminUserGlobalSignOutRequest,
  AdminUserGlobalSignOutResponse,
  GlobalSignOutRequest,
  GlobalSignOutResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoLocalUser, CognitoLocalUserPool } from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { findUser } from '../sign-in/sign-in-client';
import { isExpired, poolIdOfIssuer, verifyJwt } from './jwt';

/** Takes every refresh token of the user away; tokens already issued run out on their own. */
async function revokeRefreshTokens(
  deps: IdentityDeps,
  pool: CognitoLocalUserPool,
  user: CognitoLocalUser,
): Promise<void> {
  for (const token of user.RefreshTokens ?? []) deps.revokedRefreshTokens.add(token);
  await pool.saveUser(deps.ctx, { ...user, RefreshTokens: [] });
}

/** GlobalSignOut: signs the owner of a valid access token out everywhere. */
export async function globalSignOut(
  deps: IdentityDeps,
  request: GlobalSignOutRequest,
): Promise<GlobalSignOutResponse> {
  const claims = request.AccessToken ? verifyJwt(request.AccessToken, deps.signingKey) : undefined;
  const poolId = poolIdOfIssuer(claims?.iss);
  if (!claims || claims.token_use !== 'access' || !poolId || !claims.username) {
    throw errors.invalidAccessToken();
  }
  if (isExpired(claims, deps.now())) throw errors.expiredAccessToken();
  const pool = await deps.cognito.getUserPool(deps.ctx, poolId);
  const user = await pool.getUserByUsername(deps.ctx, claims.username);
  if (!user) throw errors.userNotFound();
  await revokeRefreshTokens(deps, pool, user);
  return {};
}

/** AdminUserGlobalSignOut: an administrator signs a user out everywhere. */
export async function adminUserGlobalSignOut(
  deps: IdentityDeps,
  request: AdminUserGlobalSignOutRequest,
): Promise<AdminUserGlobalSignOutResponse> {
  if (!request.UserPoolId || !request.Username) {
    throw errors.invalidParameter('UserPoolId and Username are required');
  }
  const pool = await deps.cognito.getUserPool(deps.ctx, request.UserPoolId);
  const user = await findUser(deps, pool, request.Username);
  if (!user) throw errors.userNotFound();
  await revokeRefreshTokens(deps, pool, user);
  return {};
}
