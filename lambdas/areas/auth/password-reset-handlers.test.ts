import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { completePasswordReset, startPasswordReset } from '../../../shared/api/auth-operations';
import { identityRules } from '../../../shared/identity-rules';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { captchaKey } from '../../captcha/captcha-store';
import { issueResetCode, resetCodeKey } from '../../password-reset/reset-codes';
import { InMemoryDynamo } from '../../testing/in-memory-dynamo';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { testUser } from '../../testing/test-users';
import { handler } from './auth-area';
import { expiredResetCode, wrongResetCode } from './complete-password-reset-handler';
import { passwordResetStarted, tooManyResets } from './start-password-reset-handler';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
let tables: InMemoryDynamo;
const email = 'dev@partner.example';
const usersTable = 'marque-test-users';
const challengesTable = 'marque-test-challenges';

const cognitoUser = (overrides: Record<string, unknown> = {}) => ({
  Username: email,
  Enabled: true,
  UserStatus: 'CONFIRMED' as const,
  UserAttributes: [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
  ],
  ...overrides,
});

beforeEach(() => {
  ddb.reset();
  idp.reset();
  ses.reset();
  tables = new InMemoryDynamo();
  tables.install(ddb);
  tables.seed(usersTable, { pk: `USER#${email}`, sk: 'PROFILE', ...testUser({ email }) });
  idp.on(AdminGetUserCommand).resolves(cognitoUser());
  idp.on(AdminSetUserPasswordCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const mailedCode = () => {
  const text =
    ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
  return /\b(\d{6})\b/.exec(text ?? '')?.[1];
};

describe('startPasswordReset', () => {
  const start = (address = 'Dev@Partner.example') =>
    handler(operationEvent(startPasswordReset, { body: { email: address } }));

  it("mails the account the portal's own 6-digit code", async () => {
    const result = await start();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: passwordResetStarted });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual([email]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your Marque password reset code');
    expect(mailedCode()).toMatch(/^\d{6}$/);
    expect(idp.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
    });
  });

  it.each([
    [
      'an e-mail without an account',
      () =>
        idp
          .on(AdminGetUserCommand)
          .rejects(new UserNotFoundException({ message: 'x', $metadata: {} })),
    ],
    [
      'a disabled account',
      () => idp.on(AdminGetUserCommand).resolves(cognitoUser({ Enabled: false })),
    ],
    [
      'an account without a password of its own',
      () => idp.on(AdminGetUserCommand).resolves(cognitoUser({ UserStatus: 'EXTERNAL_PROVIDER' })),
    ],
    [
      'an unverified e-mail',
      () =>
        idp
          .on(AdminGetUserCommand)
          .resolves(cognitoUser({ UserAttributes: [{ Name: 'email_verified', Value: 'false' }] })),
    ],
  ])('answers the same and mails nothing for %s', async (_case, arrange) => {
    arrange();
    const result = await start();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: passwordResetStarted });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers 429 once an address was sent its codes for the hour, account or not', async () => {
    for (let i = 0; i < identityRules.resetCodeSends; i++)
      expect((await start()).statusCode).toBe(200);
    const result = await start();
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).message).toBe(tooManyResets);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(identityRules.resetCodeSends);
  });

  it('refuses a malformed e-mail with the spec message, storing nothing', async () => {
    const result = await start('not-an-email');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(fieldMessages.validEmailAddress);
    expect(tables.allItems()).toHaveLength(1);
  });
});

describe('completePasswordReset', () => {
  const captchaId = 'captcha-0001';
  const body = {
    email,
    code: '123456',
    newPassword: 'N3w#Passw0rd',
    confirmPassword: 'N3w#Passw0rd',
    captcha: 'Ab3#kW',
    captchaId,
  };
  const complete = (overrides: Record<string, string> = {}) => {
    tables.seed(challengesTable, {
      ...captchaKey(captchaId),
      answer: 'Ab3#kW',
      checks: 0,
      expiresAt: 4_000_000_000,
    });
    return handler(operationEvent(completePasswordReset, { body: { ...body, ...overrides } }));
  };
  const code = async () => {
    const issued = await issueResetCode(email);
    if (issued.kind !== 'issued') throw new Error('no code');
    return issued.code;
  };
  const profile = () => tables.item(usersTable, { pk: `USER#${email}`, sk: 'PROFILE' });

  it('sets the new password with the right code, restarts its age and clears failed attempts (no unlock)', async () => {
    tables.seed(usersTable, {
      pk: `USER#${email}`,
      sk: 'PROFILE',
      ...testUser({ email, failedAttempts: 2, passwordChangedAt: '2026-01-01T00:00:00.000Z' }),
    });
    const result = await complete({ code: await code() });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: messages.passwordResetDone });
    expect(idp.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: email,
      Password: 'N3w#Passw0rd',
      Permanent: true,
    });
    expect(profile()).toMatchObject({ failedAttempts: 0 });
    expect(profile()?.passwordChangedAt).not.toBe('2026-01-01T00:00:00.000Z');
    expect(profile()?.accountStatus).toBe(testUser().accountStatus);
  });

  it('takes a code once', async () => {
    const once = await code();
    expect((await complete({ code: once })).statusCode).toBe(200);
    const again = await complete({ code: once });
    expect(bodyOf(again)).toMatchObject({
      message: expiredResetCode,
      fields: { code: expiredResetCode },
    });
    expect(idp.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(1);
  });

  it("answers a wrong code, and no code at all, in Cognito's words; the password stays", async () => {
    const right = await code();
    const result = await complete({ code: right === '000000' ? '111111' : '000000' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      message: wrongResetCode,
      fields: { code: wrongResetCode },
    });
    tables = new InMemoryDynamo();
    ddb.reset();
    tables.install(ddb);
    expect(bodyOf(await complete()).message).toBe(expiredResetCode);
    expect(idp.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it("refuses the current password as the new one with the spec's message; the code still sets another", async () => {
    expect((await complete({ code: await code() })).statusCode).toBe(200);
    const before = profile();
    const next = await code();
    const same = await complete({ code: next });
    expect(same.statusCode).toBe(400);
    expect(bodyOf(same)).toMatchObject({
      message: 'New password cannot be the same as the current password.',
      fields: { newPassword: 'New password cannot be the same as the current password.' },
    });
    expect(idp.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(1);
    expect(profile()).toEqual(before);
    const other = 'Other#Passw0rd';
    const result = await complete({ code: next, newPassword: other, confirmPassword: other });
    expect(result.statusCode).toBe(200);
    expect(idp.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(2);
  });

  it('keeps a salted fingerprint of the new password, never the password', async () => {
    expect((await complete({ code: await code() })).statusCode).toBe(200);
    expect(profile()?.passwordFingerprint).toEqual({
      salt: expect.any(String),
      hash: expect.any(String),
    });
    expect(JSON.stringify(profile())).not.toContain(body.newPassword);
  });

  it('refuses a password over 20 characters with the rule, before any code is spent', async () => {
    const right = await code();
    const long = 'Partner#2026a-longer1';
    const result = await complete({ code: right, newPassword: long, confirmPassword: long });
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(result))).toContain(fieldMessages.passwordRule);
    expect(tables.item(challengesTable, resetCodeKey(email))).toMatchObject({ tries: 0 });
    expect(idp.calls()).toHaveLength(0);
  });

  it("refuses a wrong captcha with 'Wrong captcha! Try again.' before the code is checked", async () => {
    const right = await code();
    const result = await complete({ code: right, captcha: 'Zz9#zz' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(fieldMessages.wrongCaptcha);
    expect(tables.item(challengesTable, resetCodeKey(email))).toMatchObject({ tries: 0 });
    expect(idp.calls()).toHaveLength(0);
  });

  it("answers Cognito's password refusal with the rule", async () => {
    idp
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'x', $metadata: {} }));
    expect(bodyOf(await complete({ code: await code() })).message).toBe(fieldMessages.passwordRule);
  });

  it('answers a code issued for an address without an account as a wrong code', async () => {
    idp
      .on(AdminSetUserPasswordCommand)
      .rejects(new UserNotFoundException({ message: 'x', $metadata: {} }));
    expect(bodyOf(await complete({ code: await code() })).message).toBe(wrongResetCode);
  });

  it('refuses a code that is not 6 digits with the spec message', async () => {
    const result = await complete({ code: '12345' });
    expect(bodyOf(result).message).toBe(fieldMessages.sixDigitOtp);
    expect(idp.calls()).toHaveLength(0);
  });
});
