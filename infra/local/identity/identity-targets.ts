import type {
  AddUserPoolClientSecretRequest,
  AdminInitiateAuthRequest,
  AdminRespondToAuthChallengeRequest,
  AdminSetUserPasswordRequest,
  ChangePasswordRequest,
  ConfirmForgotPasswordRequest,
  ForgotPasswordRequest,
  CreateUserPoolRequest,
  AdminListGroupsForUserRequest,
  AdminUserGlobalSignOutRequest,
  CreateUserPoolClientRequest,
  DeleteUserPoolClientSecretRequest,
  GetClientTokenRequest,
  GetTokensFromRefreshTokenRequest,
  GlobalSignOutRequest,
  InitiateAuthRequest,
  ListUserPoolClientSecretsRequest,
  RespondToAuthChallengeRequest,
  SignUpRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminListGroupsForUser } from './admin/admin-list-groups-for-user';
import { createUserPool } from './admin/create-user-pool';
import { addUserPoolClientSecret } from './clients/add-user-pool-client-secret';
import { createUserPoolClient } from './clients/create-user-pool-client';
import { deleteUserPoolClientSecret } from './clients/delete-user-pool-client-secret';
import { getClientToken } from './clients/get-client-token';
import { listUserPoolClientSecrets } from './clients/list-user-pool-client-secrets';
import type { IdentityDeps } from './identity-deps';
import { passwordTargets } from './passwords/password-targets';
import { adminInitiateAuth, adminRespondToAuthChallenge } from './sign-in/admin-custom-auth';
import { initiateAuth } from './sign-in/initiate-auth';
import { respondToAuthChallenge } from './sign-in/respond-to-auth-challenge';
import { adminUserGlobalSignOut, globalSignOut } from './tokens/global-sign-out';
import { getTokensFromRefreshToken } from './tokens/refresh-tokens';

export type IdentityTarget = (body: unknown) => Promise<unknown>;

/** Cognito's quotas the wrapper enforces; AWS's values unless lowered (tests). */
export interface IdentityQuotas {
  appClientsPerPool?: number;
}

/**
 * The Cognito API targets the wrapper answers itself; every other target goes to cognito-local.
 * Request bodies are Cognito's wire shapes, which the SDK's request types describe.
 */
export function identityTargets(
  deps: IdentityDeps,
  quotas: IdentityQuotas = {},
): Record<string, IdentityTarget> {
  const passwords = passwordTargets(deps);
  return {
    SignUp: (body) => passwords.SignUp(body as SignUpRequest),
    ChangePassword: (body) => passwords.ChangePassword(body as ChangePasswordRequest),
    ForgotPassword: (body) => passwords.ForgotPassword(body as ForgotPasswordRequest),
    ConfirmForgotPassword: (body) =>
      passwords.ConfirmForgotPassword(body as ConfirmForgotPasswordRequest),
    AdminSetUserPassword: (body) =>
      passwords.AdminSetUserPassword(body as AdminSetUserPasswordRequest),
    InitiateAuth: (body) => initiateAuth(deps, body as InitiateAuthRequest),
    RespondToAuthChallenge: (body) =>
      respondToAuthChallenge(deps, body as RespondToAuthChallengeRequest),
    AdminInitiateAuth: (body) => adminInitiateAuth(deps, body as AdminInitiateAuthRequest),
    AdminRespondToAuthChallenge: (body) =>
      adminRespondToAuthChallenge(deps, body as AdminRespondToAuthChallengeRequest),
    CreateUserPool: (body) => createUserPool(deps, body as CreateUserPoolRequest),
    GetTokensFromRefreshToken: (body) =>
      getTokensFromRefreshToken(deps, body as GetTokensFromRefreshTokenRequest),
    GlobalSignOut: (body) => globalSignOut(deps, body as GlobalSignOutRequest),
    AdminUserGlobalSignOut: (body) =>
      adminUserGlobalSignOut(deps, body as AdminUserGlobalSignOutRequest),
    AdminListGroupsForUser: (body) =>
      adminListGroupsForUser(deps, body as AdminListGroupsForUserRequest),
    CreateUserPoolClient: (body) =>
      createUserPoolClient(deps, body as CreateUserPoolClientRequest, quotas.appClientsPerPool),
    AddUserPoolClientSecret: (body) =>
      addUserPoolClientSecret(deps, body as AddUserPoolClientSecretRequest),
    ListUserPoolClientSecrets: (body) =>
      listUserPoolClientSecrets(deps, body as ListUserPoolClientSecretsRequest),
    DeleteUserPoolClientSecret: (body) =>
      deleteUserPoolClientSecret(deps, body as DeleteUserPoolClientSecretRequest),
    GetClientToken: (body) => getClientToken(deps, body as GetClientTokenRequest),
  };
}
