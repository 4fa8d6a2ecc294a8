import type { RespondToAuthChallengeRequest } from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AuthSession } from './auth-sessions';
import { completeSignIn, type SignInResponse } from './password-verified';
import { clientAndPool } from './sign-in-client';

/** RespondToAuthChallenge NEW_PASSWORD_REQUIRED: sets the new password and ends the sign-in. */
export async function answerNewPassword(
  deps: IdentityDeps,
  session: AuthSession,
  request: RespondToAuthChallengeRequest,
): Promise<SignInResponse> {
  const newPassword = request.ChallengeResponses?.NEW_PASSWORD;
  if (!newPassword) throw errors.invalidParameter('Missing required parameter NEW_PASSWORD');
  const { client, pool } = await clientAndPool(deps, session.clientId);
  const user = session.username ? await pool.getUserByUsername(deps.ctx, session.username) : null;
  if (!user) throw errors.invalidSession();
  const updated = {
    ...user,
    Password: newPassword,
    UserStatus: 'CONFIRMED',
    UserLastModifiedDate: deps.now(),
  };
  await pool.saveUser(deps.ctx, updated);
  const signIn = {
    flow: session.flow,
    pool,
    client,
    username: user.Username,
    clientMetadata: request.ClientMetadata,
  };
  return completeSignIn(deps, signIn, updated, 'NewPasswordChallenge');
}
