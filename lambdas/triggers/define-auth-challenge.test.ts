import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { authErrorText } from '../../shared/auth-errors';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { handler } from './define-auth-challenge';
import {
  customChallenge,
  defineEvent,
  passwordVerifier,
  srpA,
  type SessionEntry,
} from '../testing/trigger-events';
import { TestUsersTable } from '../testing/users-table';

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

  it('fails every flow that skips the password: a bare custom flow, no session, a user not found', async () => {
    expect(await decide([])).toEqual(failed);
    expect(await decide([customChallenge(true)])).toEqual(failed);
    expect(await decide([customChallenge(false), customChallenge(true)])).toEqual(failed);
    expect(await decide([passwordVerifier(true), customChallenge(true)])).toEqual(failed);
    expect(await decide([srpA, customChallenge(true)])).toEqual(failed);
    const unknown = defineEvent([srpA]);
    unknown.request.userNotFound = true;
    expect((await handler(unknown)).response).toEqual(failed);
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
