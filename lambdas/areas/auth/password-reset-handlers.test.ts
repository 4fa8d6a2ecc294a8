import {
  CodeMismatchException,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ExpiredCodeException,
  ForgotPasswordCommand,
  InvalidPasswordException,
  LimitExceededException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { completePasswordReset, startPasswordReset } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { handler } from './auth-area';
import { testUserPoolClientId, useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';
import { wrongResetCode } from './complete-password-reset-handler';
import { passwordResetStarted } from './start-password-reset-handler';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  idp.reset();
});

describe('startPasswordReset', () => {
  const start = (email = 'Dev@Partner.example') =>
    handler(operationEvent(startPasswordReset, { body: { email } }));

  it('asks Cognito to mail a code to the account', async () => {
    idp.on(ForgotPasswordCommand).resolves({});
    const result = await start();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: passwordResetStarted });
    expect(idp.commandCalls(ForgotPasswordCommand)[0]?.args[0].input).toEqual({
      ClientId: testUserPoolClientId,
      Username: 'dev@partner.example',
    });
  });

  it('answers the same for an e-mail without an account (no enumeration)', async () => {
    idp
      .on(ForgotPasswordCommand)
      .rejects(new UserNotFoundException({ message: 'x', $metadata: {} }));
    const result = await start('nobody@partner.example');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: passwordResetStarted });
  });

  it("answers 429 to Cognito's limit", async () => {
    idp
      .on(ForgotPasswordCommand)
      .rejects(new LimitExceededException({ message: 'x', $metadata: {} }));
    const result = await start();
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).message).toMatch(/try again/);
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    const result = await start('not-an-email');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(fieldMessages.validEmailAddress);
  });
});

describe('completePasswordReset', () => {
  const captchaId = 'captcha-0001';
  const body = {
    email: 'dev@partner.example',
    code: '123456',
    newPassword: 'N3w#Passw0rd',
    confirmPassword: 'N3w#Passw0rd',
    captcha: 'Ab3#kW',
    captchaId,
  };
  const complete = (overrides: Record<string, string> = {}) =>
    handler(operationEvent(completePasswordReset, { body: { ...body, ...overrides } }));

  beforeEach(() => {
    ddb.on(DeleteCommand).resolves({
      Attributes: { answer: 'Ab3#kW', expiresAt: 4_000_000_000 },
    });
    ddb.on(UpdateCommand).resolves({ Attributes: { ...testUser() } });
    idp.on(ConfirmForgotPasswordCommand).resolves({});
  });

  it('sets the new password, restarts its age and clears failed attempts (no unlock)', async () => {
    const result = await complete();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: messages.passwordResetDone });
    expect(idp.commandCalls(ConfirmForgotPasswordCommand)[0]?.args[0].input).toEqual({
      ClientId: testUserPoolClientId,
      Username: 'dev@partner.example',
      ConfirmationCode: '123456',
      Password: 'N3w#Passw0rd',
    });
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeNames ?? {})).toEqual([
      'passwordChangedAt',
      'failedAttempts',
    ]);
    expect(JSON.stringify(update)).not.toContain('accountStatus');
  });

  it("refuses a wrong captcha with 'Wrong captcha! Try again.' before Cognito is asked", async () => {
    const result = await complete({ captcha: 'Zz9#zz' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(fieldMessages.wrongCaptcha);
    expect(idp.calls()).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it("answers a wrong or expired code with the provider's message", async () => {
    idp
      .on(ConfirmForgotPasswordCommand)
      .rejects(new CodeMismatchException({ message: wrongResetCode, $metadata: {} }));
    let result = await complete();
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      message: wrongResetCode,
      fields: { code: wrongResetCode },
    });
    idp.on(ConfirmForgotPasswordCommand).rejects(
      new ExpiredCodeException({
        message: 'Invalid code provided, please request a code again.',
        $metadata: {},
      }),
    );
    result = await complete();
    expect(bodyOf(result).message).toBe('Invalid code provided, please request a code again.');
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers an unknown user as a wrong code', async () => {
    idp
      .on(ConfirmForgotPasswordCommand)
      .rejects(new UserNotFoundException({ message: 'x', $metadata: {} }));
    expect(bodyOf(await complete()).message).toBe(wrongResetCode);
  });

  it("answers Cognito's password refusal with the rule", async () => {
    idp
      .on(ConfirmForgotPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'x', $metadata: {} }));
    expect(bodyOf(await complete()).message).toBe(fieldMessages.passwordRule);
  });

  it('refuses a code that is not 6 digits with the spec message', async () => {
    const result = await complete({ code: '12345' });
    expect(bodyOf(result).message).toBe(fieldMessages.sixDigitOtp);
    expect(ddb.calls()).toHaveLength(0);
  });
});
