import {
  AdminCreateUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  CreateUserPoolClientCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  InvalidParameterException,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  UserNotFoundException,
  type AuthenticationResultType,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';
import { srpClient } from '../testing/srp-client';

let local: TestIdentity;

beforeAll(async () => {
  local = await startTestIdentity();
});

afterAll(async () => {
  await local.close();
});

/**
 * A USER_SRP_AUTH sign-in through the plain SDK; returns the final answer. Through the harness's
 * test client by default: `marque-web` refuses plain SRP.
 */
async function srpSignIn(username: string, password: string, clientId = local.srpClientId) {
  const client = srpClient(local.config.userPoolId);
  const challenge = await local.cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: username, SRP_A: client.srpA },
    }),
  );
  expect(challenge.ChallengeName).toBe('PASSWORD_VERIFIER');
  return local.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: challenge.Session,
      ChallengeResponses: client.answer(challenge.ChallengeParameters ?? {}, password),
    }),
  );
}

async function tokensOf(username: string, password: string): Promise<AuthenticationResultType> {
  const { AuthenticationResult } = await srpSignIn(username, password);
  if (!AuthenticationResult) throw new Error('no tokens');
  return AuthenticationResult;
}

async function clientWith(settings: { flows: ExplicitAuthFlowsType[]; hideUsers: boolean }) {
  const { UserPoolClient } = await local.cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: local.config.userPoolId,
      ClientName: `test-${settings.flows.join('-')}-${settings.hideUsers}`,
      ExplicitAuthFlows: settings.flows,
      PreventUserExistenceErrors: settings.hideUsers ? 'ENABLED' : 'LEGACY',
    }),
  );
  return UserPoolClient?.ClientId ?? '';
}

describe('the wrapper over the plain SDK', () => {
  it('completes USER_SRP_AUTH with the challenge Cognito sends', async () => {
    const result = await tokensOf(testAdmin.email, testAdmin.password);
    expect(result).toMatchObject({
      TokenType: 'Bearer',
      ExpiresIn: 3600,
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
    });
  });

  it('refreshes with REFRESH_TOKEN_AUTH and with GetTokensFromRefreshToken, not with garbage', async () => {
    const { RefreshToken } = await tokensOf(testAdmin.email, testAdmin.password);
    const ClientId = local.srpClientId;
    const viaInitiate = await local.cognito.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: RefreshToken ?? '' },
      }),
    );
    expect(viaInitiate.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect(viaInitiate.AuthenticationResult?.RefreshToken).toBeUndefined();

    const bad = local.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: 'not-a-token' }),
    );
    await expect(bad).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(bad).rejects.toThrow('Invalid Refresh Token.');
  });

  it('AdminUserGlobalSignOut revokes every refresh token of the user', async () => {
    const first = await tokensOf(testAdmin.email, testAdmin.password);
    const second = await tokensOf(testAdmin.email, testAdmin.password);
    await local.cognito.send(
      new AdminUserGlobalSignOutCommand({
        UserPoolId: local.config.userPoolId,
        Username: testAdmin.email,
      }),
    );
    for (const { RefreshToken } of [first, second]) {
      const refresh = new GetTokensFromRefreshTokenCommand({
        ClientId: local.srpClientId,
        RefreshToken,
      });
      await expect(local.cognito.send(refresh)).rejects.toThrow('Refresh Token has been revoked');
    }
  });

  it('refuses flows the client does not allow, as Cognito words it', async () => {
    const attempt = local.cognito.send(
      new InitiateAuthCommand({
        ClientId: local.config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: testAdmin.email, PASSWORD: testAdmin.password },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidParameterException);
    await expect(attempt).rejects.toThrow('USER_PASSWORD_AUTH flow not enabled for this client');
  });

  it("runs USER_PASSWORD_AUTH for a client that allows it, with Cognito's wrong-password error", async () => {
    const ClientId = await clientWith({ flows: ['ALLOW_USER_PASSWORD_AUTH'], hideUsers: true });
    const signIn = (PASSWORD: string) =>
      local.cognito.send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: testAdmin.email, PASSWORD },
        }),
      );
    await expect(signIn(testAdmin.password)).resolves.toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });
    await expect(signIn('Wrong#Pass1')).rejects.toThrow('Incorrect username or password.');
  });

  it('says UserNotFoundException to a LEGACY client, as Cognito does', async () => {
    const ClientId = await clientWith({ flows: ['ALLOW_USER_SRP_AUTH'], hideUsers: false });
    const attempt = local.cognito.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'ghost@marque.test', SRP_A: srpClient('x_y').srpA },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(UserNotFoundException);
    await expect(attempt).rejects.toThrow('User does not exist.');
  });

  it('refuses CUSTOM_AUTH in a pool without the auth-challenge triggers, as Cognito words it', async () => {
    const attempt = local.cognito.send(
      new InitiateAuthCommand({
        ClientId: local.config.userPoolClientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: testAdmin.email },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidParameterException);
    await expect(attempt).rejects.toThrow(
      'Custom auth lambda trigger is not configured for the user pool.',
    );
  });

  it('refuses an answer to an unknown session', async () => {
    const attempt = local.cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: local.config.userPoolClientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: 'made-up',
        ChallengeResponses: { USERNAME: testAdmin.email },
      }),
    );
    await expect(attempt).rejects.toThrow('Invalid session for the user, session is expired.');
  });

  it('mails an invited user the temporary password, then asks for a new one', async () => {
    const email = 'invited@marque.test';
    await local.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: local.config.userPoolId,
        Username: email,
        TemporaryPassword: 'Temp#Pass1',
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    const [invitation] = local.outbox.list(email);
    expect(invitation).toMatchObject({ subject: 'Your temporary password' });
    expect(invitation?.text).toContain('Temp#Pass1');

    const challenge = await srpSignIn(email, 'Temp#Pass1');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await local.cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: local.srpClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Chosen#Pass1' },
      }),
    );
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    await expect(tokensOf(email, 'Chosen#Pass1')).resolves.toBeDefined();
  });

  it("refuses Cognito's own forgot-password calls on the portal's pool (recovery admin-only)", async () => {
    const email = 'forgetful@marque.test';
    await local.addUser(email, 'Old#Pass1');
    const ClientId = local.config.userPoolClientId;
    const refused = {
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    };
    await expect(
      local.cognito.send(new ForgotPasswordCommand({ ClientId, Username: email })),
    ).rejects.toMatchObject(refused);
    await expect(
      local.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId,
          Username: email,
          ConfirmationCode: '123456',
          Password: 'New#Pass1',
        }),
      ),
    ).rejects.toMatchObject(refused);
    expect(local.outbox.list(email)).toEqual([]);
    await expect(tokensOf(email, 'Old#Pass1')).resolves.toBeDefined();
  });

  it("translates cognito-local's wrong-password error on ChangePassword", async () => {
    const { AccessToken } = await tokensOf(testAdmin.email, testAdmin.password);
    const attempt = local.cognito.send(
      new ChangePasswordCommand({
        AccessToken,
        PreviousPassword: 'Not#ThePassword1',
        ProposedPassword: 'Other#Pass1',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(NotAuthorizedException);
  });
});
