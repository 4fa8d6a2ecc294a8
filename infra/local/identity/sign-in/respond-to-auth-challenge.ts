import type {
  RespondToAuthChallengeRequest,
  RespondToAuthChallengeResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { answerCustomChallenge } from './custom-answers';
import { answerNewPassword } from './new-password';
import { answerPasswordVerifier } from './srp-sign-in';

/**
 * RespondToAuthChallenge against the wrapper's sessions: the answer must be to the challenge
 * that session is waiting for, from the same client, within the session's 3 minutes.
 */
export async function respondToAuthChallenge(
  deps: IdentityDeps,
  request: RespondToAuthChallengeRequest,
): Promise<RespondToAuthChallengeResponse> {
  const session = deps.sessions.take(request.Session);
  if (!session || session.clientId !== request.ClientId) throw errors.invalidSession();
  if (session.pending !== request.ChallengeName) {
    throw errors.invalidParameter(
      `Expected the ${session.pending} challenge, got ${String(request.ChallengeName)}`,
    );
  }
  switch (session.pending) {
    case 'PASSWORD_VERIFIER':
      return answerPasswordVerifier(deps, session, request);
    case 'NEW_PASSWORD_REQUIRED':
      return answerNewPassword(deps, session, request);
    case 'CUSTOM_CHALLENGE':
      return answerCustomChallenge(deps, session, request);
  }
}
