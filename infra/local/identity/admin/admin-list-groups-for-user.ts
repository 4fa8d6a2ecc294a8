import type { AdminListGroupsForUserRequest } from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { findUser } from '../sign-in/sign-in-client';

/**
 * AdminListGroupsForUser by e-mail: cognito-local compares the group members (stored by
 * username, the sub in an e-mail pool) with the name as given, so an e-mail finds no group.
 * The wrapper resolves the name to the username and lets cognito-local answer.
 */
export async function adminListGroupsForUser(
  deps: IdentityDeps,
  request: AdminListGroupsForUserRequest,
): Promise<unknown> {
  if (!request.UserPoolId || !request.Username) {
    throw errors.invalidParameter('UserPoolId and Username are required');
  }
  const pool = await deps.cognito.getUserPool(deps.ctx, request.UserPoolId);
  const user = await findUser(deps, pool, request.Username);
  if (!user) throw errors.userNotFound();
  return deps.cognitoLocal('AdminListGroupsForUser', { ...request, Username: user.Username });
}
