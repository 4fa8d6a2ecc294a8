import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { takeoverMetadata } from './challenge-metadata';
import { handler as defineAuthChallenge } from './define-auth-challenge';
import { handler as postAuthentication } from './post-authentication';
import { handler as preAuthentication } from './pre-authentication';
import {
  asUnknownUser,
  customChallenge,
  defineEvent,
  passwordVerifier,
  postAuthEvent,
  preAuthEvent,
  srpA,
} from '../testing/trigger-events';
import { goodCaptcha, TestUsersTable } from '../testing/users-table';

/**
 * ARCHITECTURE "the lock": attempts are counted as they start, taken back once the password is
 * proven and cleared by a completed sign-in, so the third failed attempt locks wherever it failed
 * and an attempt abandoned at the code step is no failure. Several sign-ins in a row,
 * through the triggers, against one account.
 */
const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
let table: TestUsersTable;
beforeEach(() => {
  ddb.reset();
  table = new TestUsersTable(testUser());
  table.install(ddb);
});

const start = () => preAuthentication(preAuthEvent(goodCaptcha));
const wrongPassword = () => defineAuthChallenge(defineEvent([srpA, passwordVerifier(false)]));
const rightPassword = () => defineAuthChallenge(defineEvent([srpA, passwordVerifier(true)]));
/** As Cognito runs it: the proven password asks for the code, then every code try is wrong. */
const wrongCodes = async () => {
  await rightPassword();
  const wrong = customChallenge(false);
  return defineAuthChallenge(defineEvent([srpA, passwordVerifier(true), wrong, wrong, wrong]));
};

describe('the lock', () => {
  it('three wrong passwords: 2, 1, then 0 attempts left and locked; the fourth is refused', async () => {
    for (const left of [2, 1, 0]) {
      await start();
      await expect(wrongPassword()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', left));
    }
    expect(table.user?.accountStatus).toBe('locked');
    await expect(start()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
  });

  it('two wrong passwords and a third attempt with wrong codes lock too', async () => {
    for (let i = 0; i < 2; i++) {
      await start();
      await expect(wrongPassword()).rejects.toThrow();
    }
    await start();
    await expect(wrongCodes()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
    expect(table.user?.accountStatus).toBe('locked');
  });

  it('a sign-in abandoned at the code step is no failure: wrong, right then abandoned, wrong leave it open', async () => {
    await start();
    await expect(wrongPassword()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', 2));
    await start();
    // The password is right and the code is mailed; the user never enters it.
    expect((await rightPassword()).response.challengeName).toBe('CUSTOM_CHALLENGE');
    await start();
    await expect(wrongPassword()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', 1));
    expect(table.user?.accountStatus).toBe('active');
    await start();
    await expect(wrongPassword()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', 0));
    expect(table.user?.accountStatus).toBe('locked');
    await expect(start()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
  });

  it('locks even if Cognito never tells the define trigger of the wrong passwords', async () => {
    for (let i = 0; i < 3; i++) await start();
    await expect(start()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
    expect(table.user?.accountStatus).toBe('locked');
  });

  it('a completed sign-in clears the count and records the session', async () => {
    await start();
    await expect(wrongPassword()).rejects.toThrow();
    await start();
    await postAuthentication(postAuthEvent());
    expect(table.user?.failedAttempts).toBe(0);
    expect(table.session?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // …and another sign-in that proves its password and code meets the one-session rule, declines
    // the takeover and is refused: none of it counts as a failed attempt.
    await start();
    await rightPassword();
    const code = customChallenge(true, 'EMAIL_CODE-123456');
    const declined = customChallenge(false, takeoverMetadata);
    const answers = defineEvent([srpA, passwordVerifier(true), code, declined]);
    await expect(defineAuthChallenge(answers)).rejects.toThrow(authErrorText('ALREADY_LOGGED_IN'));
    expect(table.user?.failedAttempts).toBe(0);
  });
});

describe('a refusal after a proven password is not a failed attempt', () => {
  it('an inactive user retrying with the right password is never locked', async () => {
    table.user = testUser({ userStatus: 'inactive' });
    for (let i = 0; i < 5; i++) {
      await start();
      await expect(rightPassword()).rejects.toThrow(authErrorText('USER_INACTIVE'));
    }
    expect(table.user).toMatchObject({ failedAttempts: 0, accountStatus: 'active' });
  });

  it('an inactive user with wrong passwords is locked as anyone is', async () => {
    table.user = testUser({ userStatus: 'inactive' });
    for (const left of [2, 1, 0]) {
      await start();
      await expect(wrongPassword()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', left));
    }
    await expect(start()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
  });
});

describe('an e-mail Cognito does not know', () => {
  it('reads like an account: 2, 1, 0 attempts left, then locked', async () => {
    const startUnknown = () => preAuthentication(asUnknownUser(preAuthEvent(goodCaptcha)));
    const wrongUnknown = () =>
      defineAuthChallenge(asUnknownUser(defineEvent([srpA, passwordVerifier(false)])));
    for (const left of [2, 1, 0]) {
      await startUnknown();
      await expect(wrongUnknown()).rejects.toThrow(authErrorText('INVALID_CREDENTIALS', left));
    }
    await expect(startUnknown()).rejects.toThrow(authErrorText('ACCOUNT_LOCKED'));
  });
});
