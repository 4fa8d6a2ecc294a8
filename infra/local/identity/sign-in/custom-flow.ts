import type {
  CognitoLocalAppClient,
  CognitoLocalUser,
  CognitoLocalUserPool,
} from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AuthSession, ChallengeHistoryEntry } from './auth-sessions';
import type { AuthTriggerCall } from './auth-triggers';
import { createAuthChallenge, defineAuthChallenge } from './challenge-triggers';
import { completeSignIn, type SignInResponse } from './password-verified';
import { clientAndPool } from './sign-in-client';
import { srpChallenge } from './srp-challenge';

/** A CUSTOM_AUTH sign-in between two steps: what define-auth-challenge decides on. */
export interface CustomFlow {
  pool: CognitoLocalUserPool;
  client: CognitoLocalAppClient;
  /** Null for a name that is not in the pool (the client hides that; triggers see userNotFound). */
  user: CognitoLocalUser | null;
  signInName: string;
  /** The define trigger's `session`: every challenge answered so far, in order. */
  history: ChallengeHistoryEntry[];
  /** InitiateAuth's SRP_A (CUSTOM_WITH_SRP), until define asks for the password. */
  srpA?: bigint;
  /** RespondToAuthChallenge's ClientMetadata; none from InitiateAuth, as in Cognito. */
  clientMetadata: Record<string, string> | undefined;
}

const callOf = (flow: CustomFlow): AuthTriggerCall => ({
  userPoolId: flow.pool.options.Id,
  clientId: flow.client.ClientId,
  user: flow.user,
  signInName: flow.signInName,
});

/** The next session of this sign-in, waiting for `pending`. */
function openSession(
  deps: IdentityDeps,
  flow: CustomFlow,
  next: Pick<AuthSession, 'pending' | 'srp' | 'challenge'>,
): AuthSession {
  return deps.sessions.open({
    ...next,
    flow: 'CUSTOM_AUTH',
    clientId: flow.client.ClientId,
    userPoolId: flow.pool.options.Id,
    username: flow.user?.Username,
    signInName: flow.signInName,
    history: flow.history,
    clientMetadata: flow.clientMetadata,
  });
}

/** Cognito's own PASSWORD_VERIFIER challenge inside the custom flow (CUSTOM_WITH_SRP). */
function askPassword(deps: IdentityDeps, flow: CustomFlow): SignInResponse {
  if (flow.srpA === undefined) {
    throw errors.invalidParameter(
      'PASSWORD_VERIFIER needs InitiateAuth with CHALLENGE_NAME SRP_A and SRP_A (CUSTOM_WITH_SRP)',
    );
  }
  const { srp, parameters } = srpChallenge({
    userPoolId: flow.pool.options.Id,
    userId: flow.user?.Username ?? flow.signInName,
    password: flow.user?.Password,
    A: flow.srpA,
  });
  const session = openSession(deps, flow, { pending: 'PASSWORD_VERIFIER', srp });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session.id,
    ChallengeParameters: parameters,
  };
}

/** Create-auth-challenge makes the challenge; the client gets its public parameters. */
async function askCustomChallenge(deps: IdentityDeps, flow: CustomFlow): Promise<SignInResponse> {
  const made = await createAuthChallenge(deps, callOf(flow), flow.history, flow.clientMetadata);
  const session = openSession(deps, flow, {
    pending: 'CUSTOM_CHALLENGE',
    challenge: {
      privateChallengeParameters: { ...made.privateChallengeParameters },
      challengeMetadata: made.challengeMetadata || undefined,
    },
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: session.id,
    ChallengeParameters: {
      ...made.publicChallengeParameters,
      USERNAME: flow.user?.Username ?? flow.signInName,
    },
  };
}

/**
 * Hands the sign-in to the define-auth-challenge trigger and does what it decides: fail
 * (NotAuthorizedException "Incorrect username or password."), issue tokens (post-authentication,
 * pre-token-generation, tokens), or ask the next challenge. A decision that is none of these
 * fails the sign-in the same way.
 */
export async function defineNextStep(
  deps: IdentityDeps,
  flow: CustomFlow,
): Promise<SignInResponse> {
  const decision = await defineAuthChallenge(deps, callOf(flow), flow.history, flow.clientMetadata);
  if (decision.failAuthentication) throw errors.incorrectCredentials();
  if (decision.issueTokens) {
    if (!flow.user) throw errors.incorrectCredentials();
    const signIn = {
      flow: 'CUSTOM_AUTH' as const,
      pool: flow.pool,
      client: flow.client,
      username: flow.user.Username,
      clientMetadata: flow.clientMetadata,
    };
    return completeSignIn(deps, signIn, flow.user, 'Authentication');
  }
  if (!decision.challengeName) throw errors.incorrectCredentials();
  switch (decision.challengeName) {
    case 'PASSWORD_VERIFIER':
      return askPassword(deps, flow);
    case 'CUSTOM_CHALLENGE':
      return askCustomChallenge(deps, flow);
    default:
      throw errors.invalidLambdaResponse();
  }
}

/** The custom flow a session belongs to, with the request's ClientMetadata. */
export async function flowOfSession(
  deps: IdentityDeps,
  session: AuthSession,
  clientMetadata: Record<string, string> | undefined,
): Promise<CustomFlow> {
  const { client, pool } = await clientAndPool(deps, session.clientId);
  const user = session.username ? await pool.getUserByUsername(deps.ctx, session.username) : null;
  if (session.username && !user) throw errors.incorrectCredentials();
  return {
    pool,
    client,
    user,
    signInName: session.signInName ?? session.username ?? '',
    history: [...session.history],
    clientMetadata,
  };
}
