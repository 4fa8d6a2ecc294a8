import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSessionActivity } from '../../shared/api/account-operations';
import { authErrorText } from '../../shared/auth-errors';
import { handler as accountArea } from '../areas/account/account-area';
import { developerClaims, operationEvent } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import {
  customChallenge,
  defineEvent,
  passwordVerifier,
  postAuthEvent,
  preAuthEvent,
  srpA,
} from '../testing/trigger-events';
import { goodCaptcha, TestUsersTable } from '../testing/users-table';
import { takeoverMetadata } from './challenge-metadata';
import { handler as defineAuthChallenge } from './define-auth-challenge';
import { handler as postAuthentication } from './post-authentication';
import { handler as preAuthentication } from './pre-authentication';

/**
 * ARCHITECTURE "the one-session rule holds only while the other session is alive": a browser
 * closed without signing out frees its user once the idle limit and one activity interval have
 * passed since its last activity. Whole sign-ins through the triggers, on a fake clock.
 */
const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
let table: TestUsersTable;
const signedInAt = new Date('2026-03-01T10:00:00Z');
const minute = 60_000;
const at = (minutes: number) => vi.setSystemTime(signedInAt.getTime() + minutes * minute);

beforeEach(() => {
  ddb.reset();
  table = new TestUsersTable(testUser());
  table.install(ddb);
  vi.useFakeTimers({ now: signedInAt, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Captcha, password, e-mailed code, tokens: resolves once signed in. Met with the takeover
 * question (another session is live), it declines, and rejects with the refusal.
 */
async function signIn(): Promise<void> {
  await preAuthentication(preAuthEvent(goodCaptcha));
  const proven = [srpA, passwordVerifier(true), customChallenge(true, 'EMAIL_CODE-123456')];
  await defineAuthChallenge(defineEvent(proven.slice(0, 2)));
  const { response } = await defineAuthChallenge(defineEvent(proven));
  if (!response.issueTokens) {
    expect(response.challengeName).toBe('CUSTOM_CHALLENGE');
    const declined = customChallenge(false, takeoverMetadata);
    await defineAuthChallenge(defineEvent([...proven, declined]));
  }
  await postAuthentication(postAuthEvent());
}

const reportActivity = () =>
  accountArea(operationEvent(recordSessionActivity, { claims: developerClaims }));

describe('the one-session rule', () => {
  it('frees a user whose browser closed without signing out, 16 minutes after sign-in', async () => {
    await signIn();
    at(15);
    await expect(signIn()).rejects.toThrow(authErrorText('ALREADY_LOGGED_IN'));
    at(16);
    await expect(signIn()).resolves.toBeUndefined();
  });

  it('keeps refusing while the first browser reports activity', async () => {
    await signIn();
    at(10);
    expect((await reportActivity()).statusCode).toBe(200);
    at(16);
    await expect(signIn()).rejects.toThrow(authErrorText('ALREADY_LOGGED_IN'));
    at(26);
    await expect(signIn()).resolves.toBeUndefined();
  });

  it('does not bring back a lapsed session with a late activity report (401)', async () => {
    await signIn();
    at(16);
    expect((await reportActivity()).statusCode).toBe(401);
    await expect(signIn()).resolves.toBeUndefined();
  });

  it('never locks the user who was refused for the live session', async () => {
    await signIn();
    for (let i = 0; i < 4; i++) {
      await expect(signIn()).rejects.toThrow(authErrorText('ALREADY_LOGGED_IN'));
    }
    expect(table.user).toMatchObject({ failedAttempts: 0, accountStatus: 'active' });
  });
});
