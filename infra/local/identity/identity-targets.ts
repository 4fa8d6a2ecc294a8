import type {
  AdminListGroupsForUserRequest,
  AdminUserGlobalSignOutRequest,
  GetTokensFromRefreshTokenRequest,
  GlobalSignOutRequest,
  InitiateAuthRequest,
  RespondToAuthChallengeRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminListGroupsForUser } from './admin/admin-list-groups-for-user';
import type { IdentityDeps } from './identity-deps';
import { initiateAuth } from './sign-in/initiate-auth';
import { respondToAuthChallenge } from './sign-in/respond-to-auth-challenge';
import { adminUserGlobalSignOut, globalSignOut } from './tokens/global-sign-out';
import { getTokensFromRefreshToken } from './tokens/refresh-tokens';

export type IdentityTarget = (body: unknown) => Promise<unknown>;

/**
 * The Cognito API targets the wrapper answers itself; every other target goes to cognito-local.
 * Request bodies are Cognito's wire shapes, which the SDK's request types describe.
 */
export function identityTargets(deps: IdentityDeps): Record<string, IdentityTarget> {
  return {
    InitiateAuth: (body) => initiateAuth(deps, body as InitiateAuthRequest),
    RespondToAuthChallenge: (body) =>
      respondToAuthChallenge(deps, body as RespondToAuthChallengeRequest),
    GetTokensFromRefreshToken: (body) =>
      getTokensFromRefreshToken(deps, body as GetTokensFromRefreshTokenRequest),
    GlobalSignOut: (body) => globalSignOut(deps, body as GlobalSignOutRequest),
    AdminUserGlobalSignOut: (body) =>
      adminUserGlobalSignOut(deps, body as AdminUserGlobalSignOutRequest),
    AdminListGroupsForUser: (body) =>
      adminListGroupsForUser(deps, body as AdminListGroupsForUserRequest),
  };
}
