import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { handler } from './pre-authentication';
import { preAuthEvent } from '../testing/trigger-events';
import { goodCaptcha, TestUsersTable } from '../testing/users-table';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
let table: TestUsersTable;
beforeEach(() => {
  ddb.reset();
  table = new TestUsersTable(testUser());
  table.install(ddb);
});

const signIn = (data: Record<string, string> | undefined = goodCaptcha) =>
  handler(preAuthEvent(data));
const refusal = (code: Parameters<typeof authErrorText>[0]) => authErrorText(code);

describe('pre-authentication: the captcha', () => {
  it('refuses a sign-in without a captcha (CAPTCHA_MISSING)', async () => {
    await expect(handler(preAuthEvent(undefined))).rejects.toThrow(refusal('CAPTCHA_MISSING'));
    await expect(signIn({})).rejects.toThrow(refusal('CAPTCHA_MISSING'));
    await expect(signIn({ captchaId: 'captcha-0001' })).rejects.toThrow(refusal('CAPTCHA_MISSING'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('refuses a wrong answer (CAPTCHA_WRONG), using the captcha up', async () => {
    await expect(signIn({ ...goodCaptcha, captchaAnswer: 'Zz9#zz' })).rejects.toThrow(
      refusal('CAPTCHA_WRONG'),
    );
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('accepts the answer in clientMetadata too', async () => {
    const event = preAuthEvent(undefined);
    event.request.clientMetadata = { ...goodCaptcha };
    await expect(handler(event)).resolves.toBe(event);
  });
});

describe('pre-authentication: the account', () => {
  it('lets an active user in and counts the attempt', async () => {
    const event = preAuthEvent(goodCaptcha);
    await expect(handler(event)).resolves.toBe(event);
    expect(table.user?.failedAttempts).toBe(1);
  });

  it('reads the account under the lower-cased e-mail', async () => {
    await handler(preAuthEvent(goodCaptcha, 'Dev@Partner.Example'));
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'USER#dev@partner.example',
      sk: 'PROFILE',
    });
  });

  it('refuses a locked account (ACCOUNT_LOCKED) without counting', async () => {
    table.user = testUser({ accountStatus: 'locked', failedAttempts: 3 });
    await expect(signIn()).rejects.toThrow(refusal('ACCOUNT_LOCKED'));
    expect(table.user?.failedAttempts).toBe(3);
  });

  it('locks an account whose three attempts never completed', async () => {
    table.user = testUser({ failedAttempts: 3 });
    await expect(signIn()).rejects.toThrow(refusal('ACCOUNT_LOCKED'));
    expect(table.user?.accountStatus).toBe('locked');
  });

  it('refuses an inactive user (USER_INACTIVE)', async () => {
    table.user = testUser({ userStatus: 'inactive' });
    await expect(signIn()).rejects.toThrow(refusal('USER_INACTIVE'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('refuses a Cognito user without a portal record (USER_INACTIVE)', async () => {
    table.user = undefined;
    await expect(signIn()).rejects.toThrow(refusal('USER_INACTIVE'));
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('lets Cognito answer for a user it does not know (no enumeration)', async () => {
    const event = preAuthEvent(goodCaptcha);
    event.request.userNotFound = true;
    await expect(handler(event)).resolves.toBe(event);
  });

  it('refuses a second session while one is live (ALREADY_LOGGED_IN)', async () => {
    table.session = { startedAt: '', expiresAt: Math.floor(Date.now() / 1000) + 600 };
    await expect(signIn()).rejects.toThrow(refusal('ALREADY_LOGGED_IN'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('ignores a session past its time that TTL has not deleted yet', async () => {
    table.session = { startedAt: '', expiresAt: Math.floor(Date.now() / 1000) - 1 };
    await expect(signIn()).resolves.toBeDefined();
  });
});

describe('pre-authentication: the dev stage', () => {
  it('lets only admin accounts in (ADMIN_ONLY_STAGE)', async () => {
    vi.stubEnv('MARQUE_STAGE', 'dev');
    await expect(signIn()).rejects.toThrow(refusal('ADMIN_ONLY_STAGE'));
    table.user = testUser({ accountStatus: 'admin' });
    await expect(signIn()).resolves.toBeDefined();
  });

  it('lets everyone in on preprod and prod', async () => {
    vi.stubEnv('MARQUE_STAGE', 'preprod');
    await expect(signIn()).resolves.toBeDefined();
  });
});
