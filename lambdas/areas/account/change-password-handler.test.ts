import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { changePassword } from '../../../shared/api/account-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages } from '../../../shared/schemas/field-messages';
import { handler } from './account-area';
import { useTestEnvironment } from '../../testing/test-environment';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';
import { isFingerprintOf, type PasswordFingerprint } from '../../users/password-fingerprint';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();

/** An unsigned token of `sub` (Cognito checks signatures; the handler only reads whose it is). */
const tokenOf = (sub: string) =>
  `e30.${Buffer.from(JSON.stringify({ sub, token_use: 'access' })).toString('base64url')}.sig`;
const body = {
  email: 'dev@partner.example',
  currentPassword: 'Old#Passw0rd',
  newPassword: 'N3w#Passw0rd',
  confirmPassword: 'N3w#Passw0rd',
  captcha: 'Ab3#kW',
  captchaId: 'captcha-0001',
};
const change = (
  overrides: Record<string, string> = {},
  headers: Record<string, string> = { 'X-Access-Token': tokenOf(developerClaims.sub) },
) =>
  handler(
    operationEvent(changePassword, {
      body: { ...body, ...overrides },
      headers,
      claims: developerClaims,
    }),
  );

beforeEach(() => {
  ddb.reset();
  idp.reset();
  ddb.on(DeleteCommand).resolves({
    Attributes: { answer: 'Ab3#kW', expiresAt: 4_000_000_000 },
  });
  ddb.on(UpdateCommand).resolves({ Attributes: { ...testUser() } });
  idp.on(ChangePasswordCommand).resolves({});
});

describe('changePassword', () => {
  it("changes the caller's password with their access token and restarts its age", async () => {
    const result = await change();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: messages.passwordResetDone });
    expect(idp.commandCalls(ChangePasswordCommand)[0]?.args[0].input).toEqual({
      AccessToken: tokenOf(developerClaims.sub),
      PreviousPassword: 'Old#Passw0rd',
      ProposedPassword: 'N3w#Passw0rd',
    });
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'USER#dev@partner.example', sk: 'PROFILE' });
    expect(Object.values(update?.ExpressionAttributeNames ?? {})).toEqual([
      'passwordChangedAt',
      'passwordFingerprint',
    ]);
    // The new password's fingerprint, never the password: the forgot flow refuses it as new.
    const fingerprint = Object.values(update?.ExpressionAttributeValues ?? {}).find(
      (value): value is PasswordFingerprint => typeof value === 'object' && value !== null,
    );
    expect(await isFingerprintOf('N3w#Passw0rd', fingerprint)).toBe(true);
    expect(JSON.stringify(update)).not.toContain('N3w#Passw0rd');
  });

  it('needs the access token header (401)', async () => {
    const result = await change({}, {});
    expect(result.statusCode).toBe(401);
    expect(idp.calls()).toHaveLength(0);
  });

  it("refuses someone else's access token or e-mail (403)", async () => {
    expect((await change({}, { 'x-access-token': tokenOf('someone-else') })).statusCode).toBe(403);
    expect((await change({ email: 'other@partner.example' })).statusCode).toBe(403);
    expect(idp.calls()).toHaveLength(0);
  });

  it('refuses a wrong captcha (400) before Cognito is asked', async () => {
    const result = await change({ captcha: 'Zz9#zz' });
    expect(bodyOf(result).message).toBe(fieldMessages.wrongCaptcha);
    expect(idp.calls()).toHaveLength(0);
  });

  it("answers a wrong current password with 'Password Update Failed'", async () => {
    idp
      .on(ChangePasswordCommand)
      .rejects(
        new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }),
      );
    const result = await change();
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(messages.passwordUpdateFailed);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a new password equal to the current one (the shared schema)', async () => {
    const result = await change({ newPassword: 'Old#Passw0rd', confirmPassword: 'Old#Passw0rd' });
    expect(bodyOf(result).message).toBe(fieldMessages.newPasswordSameAsCurrent);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is for signed-in users only (401)', async () => {
    const result = await handler(operationEvent(changePassword, { body }));
    expect(result.statusCode).toBe(401);
  });
});
