import { describe, expect, it } from 'vitest';
import { sessionTakeover } from '../../shared/session-takeover';
import { handler } from './verify-auth-challenge-response';
import { verifyEvent } from '../testing/trigger-events';

const verdict = async (code: string | undefined, answer: string) =>
  (await handler(verifyEvent(code, answer))).response.answerCorrect;

describe('verify-auth-challenge-response', () => {
  it('accepts the e-mailed code (surrounding spaces ignored)', async () => {
    expect(await verdict('042917', '042917')).toBe(true);
    expect(await verdict('042917', ' 042917 ')).toBe(true);
  });

  it('refuses another code, a shorter or longer one, and any answer when there is no code', async () => {
    expect(await verdict('042917', '042918')).toBe(false);
    expect(await verdict('042917', '42917')).toBe(false);
    expect(await verdict('042917', '0429170')).toBe(false);
    expect(await verdict(undefined, '')).toBe(false);
  });

  it('to the takeover question, accepts only the answer that accepts it', async () => {
    const event = (answer: string) => {
      const base = verifyEvent(undefined, answer);
      base.request.privateChallengeParameters = { answer: sessionTakeover.accept };
      return base;
    };
    expect((await handler(event(sessionTakeover.accept))).response.answerCorrect).toBe(true);
    expect((await handler(event(sessionTakeover.decline))).response.answerCorrect).toBe(false);
  });
});
