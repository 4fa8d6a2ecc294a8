import { timingSafeEqual } from 'node:crypto';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';

/** Compares in constant time for equal lengths (the code's length is no secret). */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the answer is the e-mailed code (or, to the takeover question, the one to accept). */
export const handler = async (
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
  const secret = event.request.privateChallengeParameters;
  const expected = secret?.code ?? secret?.answer;
  const answer = (event.request.challengeAnswer ?? '').trim();
  event.response = { answerCorrect: !!expected && sameText(answer, expected) };
  return event;
};
