import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostAuthenticationTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreTokenGenerationTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

export const testEmail = 'dev@partner.example';

/** The fields of every trigger event: the pool uses e-mail as user name, so userName is a sub. */
function envelope<T extends string>(triggerSource: T) {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    triggerSource,
    userName: '0b7c5a52-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'test', clientId: 'test-site-client' },
  };
}

const userAttributes = (email: string) => ({ sub: 'sub-1', email, email_verified: 'true' });

export function preAuthEvent(
  validationData?: Record<string, string>,
  email = testEmail,
): PreAuthenticationTriggerEvent {
  return {
    ...envelope('PreAuthentication_Authentication'),
    request: { userAttributes: userAttributes(email), validationData },
    response: {},
  };
}

/**
 * The event as Cognito sends it for an e-mail it does not know (PreventUserExistenceErrors): no
 * attributes, the name as typed, `userNotFound`.
 */
export function asUnknownUser<
  E extends { userName: string; request: { userAttributes: Record<string, string> } },
>(event: E, email = 'nobody@partner.example'): E {
  return {
    ...event,
    userName: email,
    request: { ...event.request, userAttributes: {}, userNotFound: true },
  };
}

export type SessionEntry = DefineAuthChallengeTriggerEvent['request']['session'][number];

export const srpA: SessionEntry = { challengeName: 'SRP_A', challengeResult: true };
export const passwordVerifier = (ok: boolean): SessionEntry => ({
  challengeName: 'PASSWORD_VERIFIER',
  challengeResult: ok,
});
export const customChallenge = (ok: boolean, metadata?: string): SessionEntry => ({
  challengeName: 'CUSTOM_CHALLENGE',
  challengeResult: ok,
  challengeMetadata: metadata,
});

export function defineEvent(session: SessionEntry[]): DefineAuthChallengeTriggerEvent {
  return {
    ...envelope('DefineAuthChallenge_Authentication'),
    request: { userAttributes: userAttributes(testEmail), session },
    response: { issueTokens: false, failAuthentication: false },
  };
}

export function createEvent(session: SessionEntry[]): CreateAuthChallengeTriggerEvent {
  return {
    ...envelope('CreateAuthChallenge_Authentication'),
    request: {
      userAttributes: userAttributes(testEmail),
      challengeName: 'CUSTOM_CHALLENGE',
      session,
    },
    response: {
      publicChallengeParameters: {},
      privateChallengeParameters: {},
      challengeMetadata: '',
    },
  };
}

export function verifyEvent(
  code: string | undefined,
  answer: string,
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...envelope('VerifyAuthChallengeResponse_Authentication'),
    request: {
      userAttributes: userAttributes(testEmail),
      privateChallengeParameters: code === undefined ? {} : { code },
      challengeAnswer: answer,
    },
    response: { answerCorrect: false },
  };
}

export function postAuthEvent(): PostAuthenticationTriggerEvent {
  return {
    ...envelope('PostAuthentication_Authentication'),
    request: { userAttributes: userAttributes(testEmail), newDeviceUsed: false },
    response: {},
  };
}

export function preTokenEvent(
  source: PreTokenGenerationTriggerEvent['triggerSource'] = 'TokenGeneration_Authentication',
): PreTokenGenerationTriggerEvent {
  return {
    ...envelope(source),
    request: {
      userAttributes: userAttributes(testEmail),
      groupConfiguration: { groupsToOverride: ['common-user'] },
    },
    response: { claimsOverrideDetails: {} },
  } as PreTokenGenerationTriggerEvent;
}
