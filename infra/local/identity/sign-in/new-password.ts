import type { RespondToAuthChallengeRequest } from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AuthSession } from './auth-sessions';
import { defineNextStep, flowOfSession } from './custom-flow';
import { completeSignIn, type SignInResponse } from './password-verified';
import { clientAndPool } from './sign-in-client';

/**
 * RespondToAuthChallenge NEW_PASSWORD_REQUIRED: sets the new password, then ends the sign-in
 * (or, in CUSTOM_AUTH, hands it back to define-auth-challenge).
 */
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
  // In the custom flow the password was one challenge: define-auth-challenge still decides.
  if (session.flow === 'CUSTOM_AUTH') {
    return defineNextStep(deps, await flowOfSession(deps, session, request.ClientMetadata));
  }
  const signIn = {
    flow: session.flow,
    pool,
    client,
    username: user.Username,
    clientMetadata: request.ClientMetadata,
  };
  return completeSignIn(deps, signIn, updated, 'NewPasswordChallenge');
}
