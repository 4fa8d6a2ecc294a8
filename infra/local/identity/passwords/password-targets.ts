import type {
  AdminSetUserPasswordRequest,
  ChangePasswordRequest,
  ConfirmForgotPasswordRequest,
  ForgotPasswordRequest,
  SignUpRequest,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoError } from '../cognito-error';
import type { CognitoLocalUserPool } from '../cognito-local/internals';
import type { IdentityDeps } from '../identity-deps';
import { decodeJwt, poolIdOfIssuer } from '../tokens/jwt';
import { checkPasswordPolicy } from './password-policy';

const policyOf = (pool: CognitoLocalUserPool) => pool.options.Policies?.PasswordPolicy;

/** A pool whose only recovery is an admin's: Cognito refuses its users' own resets. */
function refusesSelfServiceReset(pool: CognitoLocalUserPool | undefined): boolean {
  const mechanisms = pool?.options.AccountRecoverySetting?.RecoveryMechanisms ?? [];
  return mechanisms.length > 0 && mechanisms.every((mechanism) => mechanism.Name === 'admin_only');
}

const resetRefused = () =>
  new CognitoError('NotAuthorizedException', 'User password cannot be reset in the current state.');

/** The pool of an app client; undefined for an unknown client (cognito-local then answers). */
async function poolOfClient(deps: IdentityDeps, clientId: string | undefined) {
  if (!clientId || !(await deps.cognito.getAppClient(deps.ctx, clientId))) return undefined;
  return deps.cognito.getUserPoolForClientId(deps.ctx, clientId);
}

/**
 * The Cognito targets that set a password, with what cognito-local leaves out: the pool's
 * password policy, SignUp refused on a pool where only admins create users (the portal's:
 * accounts come from the register handler, never from a client), and the forgot-password calls
 * refused on a pool whose recovery is admin-only (the portal's: it resets passwords itself).
 */
export function passwordTargets(deps: IdentityDeps) {
  return {
    SignUp: async (request: SignUpRequest) => {
      const pool = await poolOfClient(deps, request.ClientId);
      if (pool?.options.AdminCreateUserConfig?.AllowAdminCreateUserOnly) {
        throw new CognitoError(
          'NotAuthorizedException',
          'SignUp is not permitted for this user pool',
        );
      }
      if (pool) checkPasswordPolicy(policyOf(pool), request.Password ?? '');
      return deps.cognitoLocal('SignUp', request);
    },
    ForgotPassword: async (request: ForgotPasswordRequest) => {
      if (refusesSelfServiceReset(await poolOfClient(deps, request.ClientId))) throw resetRefused();
      return deps.cognitoLocal('ForgotPassword', request);
    },
    ConfirmForgotPassword: async (request: ConfirmForgotPasswordRequest) => {
      const pool = await poolOfClient(deps, request.ClientId);
      if (refusesSelfServiceReset(pool)) throw resetRefused();
      if (pool) checkPasswordPolicy(policyOf(pool), request.Password ?? '');
      return deps.cognitoLocal('ConfirmForgotPassword', request);
    },
    ChangePassword: async (request: ChangePasswordRequest) => {
      const poolId = poolIdOfIssuer(decodeJwt(request.AccessToken ?? '')?.iss);
      const pool = poolId
        ? await deps.cognito.getUserPool(deps.ctx, poolId).catch(() => undefined)
        : undefined;
      if (pool) checkPasswordPolicy(policyOf(pool), request.ProposedPassword ?? '');
      return deps.cognitoLocal('ChangePassword', request);
    },
    AdminSetUserPassword: async (request: AdminSetUserPasswordRequest) => {
      const pool = await deps.cognito.getUserPool(deps.ctx, request.UserPoolId ?? '');
      checkPasswordPolicy(policyOf(pool), request.Password ?? '');
      return deps.cognitoLocal('AdminSetUserPassword', request);
    },
  };
}
