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

/** The user pool's Lambda triggers, by Cognito's names for them. All optional. */
export interface IdentityTriggers {
  preAuthentication?: InProcessTrigger<PreAuthenticationTriggerEvent>;
  postAuthentication?: InProcessTrigger<PostAuthenticationTriggerEvent>;
  /** Accepted now; called once CUSTOM_WITH_SRP lands (the identity issue). */
  defineAuthChallenge?: InProcessTrigger<DefineAuthChallengeTriggerEvent>;
  /** Accepted now; called once CUSTOM_WITH_SRP lands (the identity issue). */
  createAuthChallenge?: InProcessTrigger<CreateAuthChallengeTriggerEvent>;
  /** Accepted now; called once CUSTOM_WITH_SRP lands (the identity issue). */
  verifyAuthChallengeResponse?: InProcessTrigger<VerifyAuthChallengeResponseTriggerEvent>;
  preTokenGeneration?: InProcessTrigger<PreTokenGenerationTriggerEvent>;
  customMessage?: InProcessTrigger<CustomMessageTriggerEvent>;
}
