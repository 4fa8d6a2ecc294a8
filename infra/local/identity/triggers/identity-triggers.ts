import type {
  CreateAuthChallengeTriggerEvent,
  CustomMessageTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostAuthenticationTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreTokenGenerationTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

/**
 * A Cognito trigger called in-process: it gets Cognito's event and returns it with `response`
 * filled in, as a Lambda handler does (`async (event) => { ...; return event; }`). Throwing fails
 * the operation the way a failing Lambda does (UserLambdaValidationException).
 */
export type InProcessTrigger<E> = (event: E) => Promise<E>;

/**
 * The user pool's Lambda triggers, by the names of `lambdas/triggers/trigger-table.ts`. All
 * optional; CUSTOM_AUTH needs the three auth-challenge triggers, as in Cognito.
 */
export interface IdentityTriggers {
  preAuthentication?: InProcessTrigger<PreAuthenticationTriggerEvent>;
  postAuthentication?: InProcessTrigger<PostAuthenticationTriggerEvent>;
  defineAuthChallenge?: InProcessTrigger<DefineAuthChallengeTriggerEvent>;
  createAuthChallenge?: InProcessTrigger<CreateAuthChallengeTriggerEvent>;
  verifyAuthChallengeResponse?: InProcessTrigger<VerifyAuthChallengeResponseTriggerEvent>;
  preTokenGeneration?: InProcessTrigger<PreTokenGenerationTriggerEvent>;
  customMessage?: InProcessTrigger<CustomMessageTriggerEvent>;
}
