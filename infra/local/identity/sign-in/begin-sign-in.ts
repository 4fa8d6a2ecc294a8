import type { CognitoLocalUser } from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { preAuthentication } from './auth-triggers';
import type { SignInFlow } from './auth-sessions';
import {
  assertFlowEnabled,
  clientAndPool,
  findUser,
  hidesUserExistence,
  type ClientAndPool,
} from './sign-in-client';

export interface SignInStart extends ClientAndPool {
  /** Null when the name is unknown and the client hides that (the attempt then fails later). */
  user: CognitoLocalUser | null;
  signInName: string;
}

export interface BeginSignIn {
  flow: SignInFlow;
  clientId: string | undefined;
  username: string | undefined;
  clientMetadata: Record<string, string> | undefined;
}

/**
 * What every password sign-in does before the password is checked: the client and its flows,
 * the user (Cognito's answer for an unknown or disabled one) and the pre-authentication trigger.
 */
export async function beginSignIn(deps: IdentityDeps, request: BeginSignIn): Promise<SignInStart> {
  const { client, pool } = await clientAndPool(deps, request.clientId);
  assertFlowEnabled(client, request.flow);
  const signInName = request.username?.trim();
  if (!signInName) throw errors.invalidParameter('Missing required parameter USERNAME');

  const user = await findUser(deps, pool, signInName);
  if (!user && !hidesUserExistence(client)) throw errors.userNotFound();
  if (user && !user.Enabled) throw errors.userDisabled();

  const call = { userPoolId: pool.options.Id, clientId: client.ClientId, user, signInName };
  await preAuthentication(deps, call, request.clientMetadata);
  return { client, pool, user, signInName };
}
