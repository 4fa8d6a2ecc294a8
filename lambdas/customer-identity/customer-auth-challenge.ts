import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { mobileCountryCode } from '../../shared/schemas/mobile-schema';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { epochSeconds, proofKey } from './customer-keys';
import { proofHash } from './customer-tokens';

type ChallengeEvent =
  | DefineAuthChallengeTriggerEvent
  | CreateAuthChallengeTriggerEvent
  | VerifyAuthChallengeResponseTriggerEvent;

/** What the service asks: one CUSTOM_CHALLENGE, answered by its one-time proof. */
export const proofChallengeMetadata = 'SERVER_PROOF';

/**
 * CUSTOM_AUTH only, one try: an empty session asks the custom challenge; a session of exactly
 * that one challenge, answered right, gets tokens; anything else (SRP, a password, a second try,
 * an unknown user) fails.
 */
function define(event: DefineAuthChallengeTriggerEvent): DefineAuthChallengeTriggerEvent {
  const session = event.request.session;
  const [only] = session;
  if (event.request.userNotFound) {
    event.response = { issueTokens: false, failAuthentication: true };
  } else if (session.length === 0) {
    event.response = {
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    };
  } else if (
    session.length === 1 &&
    only?.challengeName === 'CUSTOM_CHALLENGE' &&
    only.challengeResult === true
  ) {
    event.response = { issueTokens: true, failAuthentication: false };
  } else {
    event.response = { issueTokens: false, failAuthentication: true };
  }
  return event;
}

/** The proof is the service's, so the challenge carries nothing. */
function create(event: CreateAuthChallengeTriggerEvent): CreateAuthChallengeTriggerEvent {
  event.response = {
    publicChallengeParameters: {},
    privateChallengeParameters: {},
    challengeMetadata: proofChallengeMetadata,
  };
  return event;
}

/** The 10 digits of an Indian E.164 number, or undefined. */
function mobileOf(phoneNumber: string | undefined): string | undefined {
  if (!phoneNumber?.startsWith(mobileCountryCode)) return undefined;
  const mobile = phoneNumber.slice(mobileCountryCode.length);
  return /^[0-9]{10}$/.test(mobile) ? mobile : undefined;
}

/**
 * Right only if the answer is the customer's live proof: the PROOF item is deleted on condition
 * its hash matches, so a proof works once.
 */
async function verify(
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const mobile = mobileOf(event.request.userAttributes.phone_number);
  const proof = event.request.challengeAnswer;
  let answerCorrect = false;
  if (mobile && typeof proof === 'string' && proof !== '') {
    const deleted = await unlessConditionFails(async () => {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName('customers'),
          Key: proofKey(mobile),
          ConditionExpression: 'proofHash = :hash AND expiresAt > :now',
          ExpressionAttributeValues: { ':hash': proofHash(proof), ':now': epochSeconds() },
        }),
      );
      return true;
    });
    answerCorrect = deleted === true;
  }
  event.response = { answerCorrect };
  return event;
}

/** The customer pool's define, create and verify auth-challenge trigger. */
export async function handler<E extends ChallengeEvent>(event: E): Promise<E> {
  const source: string = event.triggerSource;
  switch (source) {
    case 'DefineAuthChallenge_Authentication':
      return define(event as DefineAuthChallengeTriggerEvent) as E;
    case 'CreateAuthChallenge_Authentication':
      return create(event as CreateAuthChallengeTriggerEvent) as E;
    case 'VerifyAuthChallengeResponse_Authentication':
      return (await verify(event as VerifyAuthChallengeResponseTriggerEvent)) as E;
    default:
      throw new Error(`The customer auth-challenge trigger does not answer ${source}`);
  }
}
