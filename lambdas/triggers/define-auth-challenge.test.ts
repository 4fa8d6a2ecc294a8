import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { signInFailedEvent } from '../../shared/log-events';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { takeoverMetadata } from './challenge-metadata';
import { handler } from './define-auth-challenge';
import {
  asUnknownUser,
  customChallenge,
  defineEvent,
  passwordVerifier,
  srpA,
  type SessionEntry,
} from '../testing/trigger-events';
import { TestUsersTable } from '../testing/users-table';
import { captureLogs, type CapturedLogs } from '../testing/captured-logs';
import { metrics } from '../lib/observability/metrics';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
let table: TestUsersTable;
beforeEach(() => {
  ddb.reset();
  table = new TestUsersTable(testUser({ failedAttempts: 1 }));
  table.install(ddb);
});

const decide = async (session: SessionEntry[]) => (await handler(defineEvent(session))).response;
const ask = (challengeName: string) => ({
  challengeName,
  issueTokens: false,
  failAuthentication: false,
});
const failed = { issueTokens: false, failAuthentication: true };

describe('define-auth-challenge: the sequence', () => {
  it('asks for the password after SRP_A', async () => {
    expect(await decide([srpA])).toEqual(ask('PASSWORD_VERIFIER'));
  });

  it('asks for the e-mailed code after a right password', async () => {
    expect(await decide([srpA, passwordVerifier(true)])).toEqual(ask('CUSTOM_CHALLENGE'));
  });

  it('issues tokens for a right code', async () => {
    expect(await decide([srpA, passwordVerifier(true), customChallenge(true)])).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
    expect(
      await decide([srpA, passwordVerifier(true), customChallenge(false), customChallenge(true)]),
    ).toEqual({ issueTokens: true, failAuthentication: false });
  });

  it('asks again after a wrong code, up to 3 tries', async () => {
    const wrong = customChallenge(false);
    expect(await decide([srpA, passwordVerifier(true), wrong])).toEqual(ask('CUSTOM_CHALLENGE'));
    expect(await decide([srpA, passwordVerifier(true), wrong, wrong])).toEqual(
      ask('CUSTOM_CHALLENGE'),
    );
    await expect(decide([srpA, passwordVerifier(true), wrong, wrong, wrong])).rejects.toThrow(
      authErrorText('OTP_FAILED'),
    );
    expect(table.user?.accountStatus).toBe('active');
  });

  it('fails every flow that skips the password: a bare custom flow, no session', async () => {
    expect(await decide([])).toEqual(failed);
    expect(await decide([customChallenge(true)])).toEqual(failed);
    expect(await decide([customChallenge(false), customChallenge(true)])).toEqual(failed);
    expect(await decide([passwordVerifier(true), customChallenge(true)])).toEqual(failed);
    expect(await decide([srpA, customChallenge(true)])).toEqual(failed);
  });

  it('fails when something other than the code follows the password', async () => {
    expect(await decide([srpA, passwordVerifier(true), passwordVerifier(true)])).toEqual(failed);
  });
});

describe('define-auth-challenge: a wrong password', () => {
  it('tells how many attempts are left (the attempt was counted as it started)', async () => {
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow(
      authErrorText('INVALID_CREDENTIALS', 2),
    );
    table.user = testUser({ failedAttempts: 2 });
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow(
      authErrorText('INVALID_CREDENTIALS', 1),
    );
  });

  it('locks the account on the third failure and says 0 are left', async () => {
    table.user = testUser({ failedAttempts: 3 });
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow(
      authErrorText('INVALID_CREDENTIALS', 0),
    );
    expect(table.user?.accountStatus).toBe('locked');
  });

  it('locks on a third attempt that fails at the code', async () => {
    table.user = testUser({ failedAttempts: 3 });
    const wrong = customChallenge(false);
    await expect(decide([srpA, passwordVerifier(true), wrong, wrong, wrong])).rejects.toThrow(
      authErrorText('ACCOUNT_LOCKED'),
    );
    expect(table.user?.accountStatus).toBe('locked');
  });
});

describe('define-auth-challenge: failed sign-ins are counted by CloudWatch', () => {
  const failures = (logs: CapturedLogs) =>
    logs.entries().filter((line) => line.event === signInFailedEvent);

  it('logs one signInFailed line per wrong password or failed code, naming the step only', async () => {
    const log = captureLogs();
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow();
    const wrong = customChallenge(false);
    await expect(decide([srpA, passwordVerifier(true), wrong, wrong, wrong])).rejects.toThrow();
    expect(failures(log).map(({ step }) => step)).toEqual(['password', 'code']);
    expect(JSON.stringify(failures(log))).not.toContain('@');
    vi.restoreAllMocks();
  });

  it('logs none for a right password and code', async () => {
    const log = captureLogs();
    await decide([srpA, passwordVerifier(true), customChallenge(true)]);
    expect(failures(log)).toEqual([]);
    vi.restoreAllMocks();
  });

  it('counts each outcome as a SignInSucceeded or SignInFailed metric', async () => {
    captureLogs();
    const counted = vi.spyOn(metrics, 'addMetric').mockClear();
    await decide([srpA, passwordVerifier(true), customChallenge(true)]);
    expect(counted.mock.calls).toEqual([['SignInSucceeded', 'Count', 1]]);
    counted.mockClear();
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow();
    expect(counted.mock.calls).toEqual([['SignInFailed', 'Count', 1]]);
    vi.restoreAllMocks();
  });
});

describe('define-auth-challenge: an e-mail without an account reads like any other', () => {
  const unknown = (session: SessionEntry[]) => handler(asUnknownUser(defineEvent(session)));

  it('is asked for the password, as an account is', async () => {
    expect((await unknown([srpA])).response).toEqual(ask('PASSWORD_VERIFIER'));
  });

  it('gets the attempts left from its own count, 2, 1, then 0', async () => {
    for (const [counted, left] of [
      [1, 2],
      [2, 1],
      [3, 0],
    ] as const) {
      table.attemptsWithoutAccount = counted;
      await expect(unknown([srpA, passwordVerifier(false)])).rejects.toThrow(
        authErrorText('INVALID_CREDENTIALS', left),
      );
    }
  });

  it('answers a Cognito user without a portal record the same way', async () => {
    table.user = undefined;
    table.attemptsWithoutAccount = 1;
    await expect(decide([srpA, passwordVerifier(false)])).rejects.toThrow(
      authErrorText('INVALID_CREDENTIALS', 2),
    );
  });
});

describe('define-auth-challenge: after a proven password, the account', () => {
  const proven = () => decide([srpA, passwordVerifier(true)]);

  it('refuses an inactive user (USER_INACTIVE) and takes the attempt back', async () => {
    table.user = testUser({ userStatus: 'inactive', failedAttempts: 1 });
    await expect(proven()).rejects.toThrow(authErrorText('USER_INACTIVE'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('refuses a Cognito user without a portal record (USER_INACTIVE), taking the attempt back', async () => {
    table.user = undefined;
    table.attemptsWithoutAccount = 1;
    await expect(proven()).rejects.toThrow(authErrorText('USER_INACTIVE'));
    expect(table.attemptsWithoutAccount).toBe(0);
  });

  it('lets only admin accounts in on the dev stage (ADMIN_ONLY_STAGE)', async () => {
    vi.stubEnv('MARQUE_STAGE', 'dev');
    await expect(proven()).rejects.toThrow(authErrorText('ADMIN_ONLY_STAGE'));
    expect(table.user?.failedAttempts).toBe(0);
    table.user = testUser({ accountStatus: 'admin', failedAttempts: 1 });
    expect(await proven()).toEqual(ask('CUSTOM_CHALLENGE'));
  });

  it('lets everyone in on preprod and prod', async () => {
    vi.stubEnv('MARQUE_STAGE', 'preprod');
    expect(await proven()).toEqual(ask('CUSTOM_CHALLENGE'));
  });

  it('is not refused for a live session elsewhere: that waits for the code', async () => {
    table.session = { startedAt: '', lastActiveAt: '', expiresAt: Date.now() / 1000 + 600 };
    expect(await proven()).toEqual(ask('CUSTOM_CHALLENGE'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('is not checked again at the code step', async () => {
    expect(await proven()).toEqual(ask('CUSTOM_CHALLENGE'));
    table.user = testUser({ userStatus: 'inactive' });
    expect(await decide([srpA, passwordVerifier(true), customChallenge(true)])).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
  });
});

describe('define-auth-challenge: the one-session rule, after the code', () => {
  const code = customChallenge(true, 'EMAIL_CODE-123456');
  const takeover = (accepted: boolean) => customChallenge(accepted, takeoverMetadata);
  const live = () => {
    table.session = { startedAt: 'a', lastActiveAt: 'a', expiresAt: Date.now() / 1000 + 600 };
  };
  const issued = { issueTokens: true, failAuthentication: false };

  it('asks the takeover question instead of tokens while another session is live', async () => {
    live();
    expect(await decide([srpA, passwordVerifier(true), code])).toEqual(ask('CUSTOM_CHALLENGE'));
  });

  it('issues tokens when the other session is past its time (TTL not yet run)', async () => {
    table.session = { startedAt: '', lastActiveAt: '', expiresAt: Date.now() / 1000 - 1 };
    expect(await decide([srpA, passwordVerifier(true), code])).toEqual(issued);
  });

  it('issues tokens once the takeover is accepted (post-authentication checks the session)', async () => {
    live();
    expect(await decide([srpA, passwordVerifier(true), code, takeover(true)])).toEqual(issued);
  });

  it("refuses with the spec's message (ALREADY_LOGGED_IN) when the takeover is declined", async () => {
    live();
    await expect(decide([srpA, passwordVerifier(true), code, takeover(false)])).rejects.toThrow(
      authErrorText('ALREADY_LOGGED_IN'),
    );
    expect(table.user?.failedAttempts).toBe(1);
  });

  it('fails a takeover answer that does not follow a proven code, or comes twice', async () => {
    const wrong = customChallenge(false, 'EMAIL_CODE-123456');
    expect(await decide([srpA, passwordVerifier(true), takeover(true)])).toEqual(failed);
    expect(await decide([srpA, passwordVerifier(true), wrong, takeover(true)])).toEqual(failed);
    expect(
      await decide([srpA, passwordVerifier(true), code, takeover(false), takeover(true)]),
    ).toEqual(failed);
    await expect(decide([srpA, passwordVerifier(false), code, takeover(true)])).rejects.toThrow(
      authErrorText('INVALID_CREDENTIALS'),
    );
  });
});
