import type {
  InitiateAuthResponse,
  RespondToAuthChallengeResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  CognitoLocalAppClient,
  CognitoLocalUser,
  CognitoLocalUserPool,
  TokenSource,
} from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { issueTokens } from '../tokens/issue-tokens';
import { postAuthentication } from './auth-triggers';
import type { ChallengeHistoryEntry, SignInFlow } from './auth-sessions';

export type SignInResponse = InitiateAuthResponse & RespondToAuthChallengeResponse;

export interface VerifiedSignIn {
  flow: SignInFlow;
  pool: CognitoLocalUserPool;
  client: CognitoLocalAppClient;
  username: string;
  /** ClientMetadata of the request that completes the sign-in (none from InitiateAuth). */
  clientMetadata: Record<string, string> | undefined;
}

const hiddenChallengeAttributes = new Set(['sub', 'email_verified', 'phone_number_verified']);

/** Cognito's answers, after a correct password, for a user who may not sign in as they are. */
export function assertUserMaySignIn(user: CognitoLocalUser): void {
  if (!user.Enabled) throw errors.userDisabled();
  if (user.UserStatus === 'RESET_REQUIRED') throw errors.passwordResetRequired();
  if (user.UserStatus === 'UNCONFIRMED') throw errors.userNotConfirmed();
}

/**
 * NEW_PASSWORD_REQUIRED for a user with a temporary password. `history` is the custom flow's
 * challenge list, carried on so that define-auth-challenge still decides once the password is set.
 */
export function newPasswordChallenge(
  deps: IdentityDeps,
  signIn: VerifiedSignIn,
  user: CognitoLocalUser,
  history: ChallengeHistoryEntry[],
): SignInResponse {
  const session = deps.sessions.open({
    flow: signIn.flow,
    clientId: signIn.client.ClientId,
    userPoolId: signIn.pool.options.Id,
    username: user.Username,
    pending: 'NEW_PASSWORD_REQUIRED',
    history,
    clientMetadata: signIn.clientMetadata,
  });
  const attributes = Object.fromEntries(
    user.Attributes.filter((a) => !hiddenChallengeAttributes.has(a.Name)).map((a) => [
      a.Name,
      a.Value ?? '',
    ]),
  );
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session.id,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.Username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(attributes),
    },
  };
}

/**
 * The step after a correct password in USER_SRP_AUTH and USER_PASSWORD_AUTH: Cognito's checks
 * of the user's state, then either the NEW_PASSWORD_REQUIRED challenge or the end of the sign-in.
 * (CUSTOM_AUTH goes to the define-auth-challenge trigger instead: see custom-flow.ts.)
 */
export async function passwordVerified(
  deps: IdentityDeps,
  signIn: VerifiedSignIn,
): Promise<SignInResponse> {
  const user = await signIn.pool.getUserByUsername(deps.ctx, signIn.username);
  if (!user) throw errors.incorrectCredentials();
  assertUserMaySignIn(user);
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
    return newPasswordChallenge(deps, signIn, user, []);
  }
  const mfaOn = signIn.pool.options.MfaConfiguration === 'ON';
  const userMfa = (user.MFAOptions?.length ?? 0) > 0 || (user.UserMFASettingList?.length ?? 0) > 0;
  if (mfaOn || (signIn.pool.options.MfaConfiguration === 'OPTIONAL' && userMfa)) {
    throw errors.unsupported('MFA challenges after SRP');
  }
  return completeSignIn(deps, signIn, user, 'Authentication');
}

/** The end of every sign-in: post-authentication, then tokens. */
export async function completeSignIn(
  deps: IdentityDeps,
  signIn: VerifiedSignIn,
  user: CognitoLocalUser,
  source: TokenSource,
): Promise<SignInResponse> {
  const call = {
    userPoolId: signIn.pool.options.Id,
    clientId: signIn.client.ClientId,
    user,
    signInName: user.Username,
  };
  await postAuthentication(deps, call, signIn.clientMetadata);
  // The trigger may have changed the user (attributes, groups): issue tokens for what is stored now.
  const current = (await signIn.pool.getUserByUsername(deps.ctx, user.Username)) ?? user;
  const result = await issueTokens(deps, {
    pool: signIn.pool,
    client: signIn.client,
    user: current,
    clientMetadata: signIn.clientMetadata,
    source,
  });
  return { ChallengeParameters: {}, AuthenticationResult: result };
}
