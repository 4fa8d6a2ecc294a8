import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { runTrigger, triggerEnvelope } from '../triggers/run-trigger';
import { attributesToRecord } from '../user-attributes';
import type { ChallengeHistoryEntry, CustomChallengeState } from './auth-sessions';
import type { AuthTriggerCall } from './auth-triggers';

type ClientMetadata = Record<string, string> | undefined;

/** What every auth-challenge event says of the user (an unknown one is `userNotFound`). */
function challengeRequest(call: AuthTriggerCall, clientMetadata: ClientMetadata) {
  return {
    userAttributes: call.user ? attributesToRecord(call.user.Attributes) : {},
    ...(call.user ? {} : { userNotFound: true }),
    clientMetadata,
  };
}

const envelope = <T extends string>(source: T, call: AuthTriggerCall) =>
  triggerEnvelope(source, { ...call, userName: call.user?.Username ?? call.signInName });

/** Cognito's answer when a custom flow needs a trigger the pool does not have. */
export const customAuthNotConfigured = () =>
  errors.invalidParameter('Custom auth lambda trigger is not configured for the user pool.');

/**
 * Define-auth-challenge: reads the challenges answered so far (`session`) and decides: tokens,
 * failure, or the next challenge. ClientMetadata only from RespondToAuthChallenge, as in Cognito.
 */
export async function defineAuthChallenge(
  deps: IdentityDeps,
  call: AuthTriggerCall,
  session: readonly ChallengeHistoryEntry[],
  clientMetadata: ClientMetadata,
): Promise<DefineAuthChallengeTriggerEvent['response']> {
  const trigger = (await deps.triggersFor(call.userPoolId)).defineAuthChallenge;
  if (!trigger) throw customAuthNotConfigured();
  const event: DefineAuthChallengeTriggerEvent = {
    ...envelope('DefineAuthChallenge_Authentication', call),
    request: { ...challengeRequest(call, clientMetadata), session: [...session] },
    response: { issueTokens: false, failAuthentication: false },
  };
  return runTrigger('DefineAuthChallenge', trigger, event);
}

/** Create-auth-challenge: makes the CUSTOM_CHALLENGE define asked for. */
export async function createAuthChallenge(
  deps: IdentityDeps,
  call: AuthTriggerCall,
  session: readonly ChallengeHistoryEntry[],
  clientMetadata: ClientMetadata,
): Promise<CreateAuthChallengeTriggerEvent['response']> {
  const trigger = (await deps.triggersFor(call.userPoolId)).createAuthChallenge;
  if (!trigger) throw customAuthNotConfigured();
  const event: CreateAuthChallengeTriggerEvent = {
    ...envelope('CreateAuthChallenge_Authentication', call),
    request: {
      ...challengeRequest(call, clientMetadata),
      challengeName: 'CUSTOM_CHALLENGE',
      session: [...session],
    },
    response: {
      publicChallengeParameters: {},
      privateChallengeParameters: {},
      challengeMetadata: '',
    },
  };
  return runTrigger('CreateAuthChallenge', trigger, event);
}

/** Verify-auth-challenge-response: whether the client's ANSWER is right. */
export async function verifyAuthChallengeResponse(
  deps: IdentityDeps,
  call: AuthTriggerCall,
  challenge: CustomChallengeState,
  answer: string,
  clientMetadata: ClientMetadata,
): Promise<boolean> {
  const trigger = (await deps.triggersFor(call.userPoolId)).verifyAuthChallengeResponse;
  if (!trigger) throw customAuthNotConfigured();
  const event: VerifyAuthChallengeResponseTriggerEvent = {
    ...envelope('VerifyAuthChallengeResponse_Authentication', call),
    request: {
      ...challengeRequest(call, clientMetadata),
      privateChallengeParameters: { ...challenge.privateChallengeParameters },
      challengeAnswer: answer,
    },
    response: { answerCorrect: false },
  };
  const response = await runTrigger('VerifyAuthChallengeResponse', trigger, event);
  return response.answerCorrect === true;
}
