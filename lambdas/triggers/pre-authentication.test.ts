import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { handler } from './pre-authentication';
import { asUnknownUser, preAuthEvent } from '../testing/trigger-events';
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

describe('pre-authentication: the lock', () => {
  it('lets an active user on to the password and counts the attempt', async () => {
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

  it('refuses and locks an attempt counted past the third, whatever the count read before', async () => {
    // Read as 2, but attempts started at the same moment have counted it up to 3 meanwhile.
    ddb
      .on(GetCommand, { Key: { sk: 'PROFILE' } })
      .callsFake(() => ({ Item: testUser({ failedAttempts: 2 }) }));
    table.user = testUser({ failedAttempts: 3 });
    await expect(signIn()).rejects.toThrow(refusal('ACCOUNT_LOCKED'));
    expect(table.user?.failedAttempts).toBe(4);
    expect(table.user?.accountStatus).toBe('locked');
  });

  it('locks an account whose three attempts never completed', async () => {
    table.user = testUser({ failedAttempts: 3 });
    await expect(signIn()).rejects.toThrow(refusal('ACCOUNT_LOCKED'));
    expect(table.user?.accountStatus).toBe('locked');
  });
});

describe('pre-authentication tells nothing that needs the password', () => {
  it('lets an inactive user on to the password, counted like anyone', async () => {
    table.user = testUser({ userStatus: 'inactive' });
    await expect(signIn()).resolves.toBeDefined();
    expect(table.user?.failedAttempts).toBe(1);
  });

  it('lets a second sign-in on to the password while a session is live', async () => {
    table.session = { startedAt: '', lastActiveAt: '', expiresAt: Date.now() / 1000 + 600 };
    await expect(signIn()).resolves.toBeDefined();
  });

  it('lets a non-admin on to the password on the dev stage', async () => {
    vi.stubEnv('MARQUE_STAGE', 'dev');
    await expect(signIn()).resolves.toBeDefined();
  });

  it('counts attempts on an e-mail Cognito does not know, and locks it like an account', async () => {
    const unknown = () => handler(asUnknownUser(preAuthEvent(goodCaptcha)));
    for (let i = 1; i <= 3; i++) {
      await expect(unknown()).resolves.toBeDefined();
      expect(table.attemptsWithoutAccount).toBe(i);
    }
    await expect(unknown()).rejects.toThrow(refusal('ACCOUNT_LOCKED'));
    expect(table.user?.failedAttempts).toBe(0);
  });

  it('counts a Cognito user without a portal record the same way', async () => {
    table.user = undefined;
    await expect(signIn()).resolves.toBeDefined();
    expect(table.attemptsWithoutAccount).toBe(1);
  });
});
