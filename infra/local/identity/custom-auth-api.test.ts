import {
  AdminCreateUserCommand,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type ExplicitAuthFlowsType,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInMetadataKeys } from '../../../shared/identity-rules';
import { fakeSignInTriggers, testCaptcha } from '../testing/fake-sign-in-triggers';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';
import { srpClient } from '../testing/srp-client';
import type { IdentityTriggers } from './triggers/identity-triggers';

const fake = fakeSignInTriggers();
/** Replaces the fake's define, create, verify or post-authentication for one test. */
let override: IdentityTriggers = {};

const triggers: IdentityTriggers = {
  preAuthentication: fake.triggers.preAuthentication,
  defineAuthChallenge: (e) =>
    (override.defineAuthChallenge ?? fake.triggers.defineAuthChallenge!)(e),
  createAuthChallenge: (e) =>
    (override.createAuthChallenge ?? fake.triggers.createAuthChallenge!)(e),
  verifyAuthChallengeResponse: (e) =>
    (override.verifyAuthChallengeResponse ?? fake.triggers.verifyAuthChallengeResponse!)(e),
  postAuthentication: (e) => (override.postAuthentication ?? fake.triggers.postAuthentication!)(e),
};

let local: TestIdentity;

beforeAll(async () => {
  local = await startTestIdentity(triggers);
});

beforeEach(() => {
  fake.reset();
  override = {};
});

afterAll(async () => {
  await local.close();
});

const ClientMetadata = { [signInMetadataKeys.captchaAnswer]: testCaptcha };

/** CUSTOM_WITH_SRP through the plain SDK, up to the custom challenge (or the error). */
async function toCustomChallenge(
  username = testAdmin.email,
  password = testAdmin.password,
  ClientId = local.config.userPoolClientId,
): Promise<InitiateAuthCommandOutput> {
  const srp = srpClient(local.config.userPoolId);
  const challenge = await local.cognito.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username, SRP_A: srp.srpA, CHALLENGE_NAME: 'SRP_A' },
      ClientMetadata,
    }),
  );
  expect(challenge.ChallengeName).toBe('PASSWORD_VERIFIER');
  return local.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: challenge.Session,
      ChallengeResponses: srp.answer(challenge.ChallengeParameters ?? {}, password),
      ClientMetadata: { step: 'password' },
    }),
  );
}

const answer = (Session: string | undefined, ANSWER: string, USERNAME = testAdmin.email) =>
  local.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: local.config.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session,
      ChallengeResponses: { USERNAME, ANSWER },
    }),
  );

const defineDecides = (decide: (response: DefineAuthChallengeTriggerEvent['response']) => void) => {
  override.defineAuthChallenge = async (event) => {
    fake.events.define.push(event);
    if (event.request.session.length === 1) event.response.challengeName = 'PASSWORD_VERIFIER';
    else decide(event.response);
    return event;
  };
};

describe('CUSTOM_AUTH over the plain SDK', () => {
  it('answers the custom challenge with its public parameters, USERNAME and a Session', async () => {
    const challenge = await toCustomChallenge();
    expect(challenge).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: expect.any(String),
      ChallengeParameters: { email: testAdmin.email, USERNAME: expect.any(String) },
    });
    // ClientMetadata reaches the auth-challenge triggers from RespondToAuthChallenge only.
    expect(fake.events.define.map((e) => e.request.clientMetadata)).toEqual([
      undefined,
      { step: 'password' },
    ]);
    expect(fake.events.create[0]?.request.clientMetadata).toEqual({ step: 'password' });
    const done = await answer(challenge.Session, fake.code ?? '');
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('takes each session once', async () => {
    const challenge = await toCustomChallenge();
    await answer(challenge.Session, 'wrong');
    await expect(answer(challenge.Session, fake.code ?? '')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('fails when define neither issues tokens nor fails, and when it fails the attempt', async () => {
    defineDecides(() => undefined);
    await expect(toCustomChallenge()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    defineDecides((response) => (response.failAuthentication = true));
    await expect(toCustomChallenge()).rejects.toThrow('Incorrect username or password.');
  });

  it('refuses a challenge name define may not ask for', async () => {
    defineDecides((response) => (response.challengeName = 'SMS_MFA'));
    await expect(toCustomChallenge()).rejects.toMatchObject({
      name: 'InvalidLambdaResponseException',
      message: 'Unrecognizable lambda output',
    });
  });

  it("words a failing trigger as Cognito does: '<Trigger> failed with error <message>.'", async () => {
    override.createAuthChallenge = async () => {
      throw new Error('MARQUE:OTP_GENERATION_FAILED');
    };
    await expect(toCustomChallenge()).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'CreateAuthChallenge failed with error MARQUE:OTP_GENERATION_FAILED.',
    });

    override = {
      verifyAuthChallengeResponse: async () => {
        throw new Error('store down');
      },
    };
    const challenge = await toCustomChallenge();
    await expect(answer(challenge.Session, '123456')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'VerifyAuthChallengeResponse failed with error store down.',
    });

    override = {
      postAuthentication: async () => {
        throw new Error('MARQUE:ALREADY_LOGGED_IN');
      },
    };
    const again = await toCustomChallenge();
    await expect(answer(again.Session, fake.code ?? '')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PostAuthentication failed with error MARQUE:ALREADY_LOGGED_IN.',
    });
  });

  it("honours the app client's flows, in Cognito's words for each", async () => {
    const clientWith = async (ExplicitAuthFlows: ExplicitAuthFlowsType[]) => {
      const { UserPoolClient } = await local.cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: local.config.userPoolId,
          ClientName: ExplicitAuthFlows.join('+'),
          ExplicitAuthFlows,
          PreventUserExistenceErrors: 'ENABLED',
        }),
      );
      return UserPoolClient?.ClientId ?? '';
    };
    const srpOnly = await clientWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    const bare = local.cognito.send(
      new InitiateAuthCommand({
        ClientId: srpOnly,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: testAdmin.email },
      }),
    );
    await expect(bare).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Auth flow not enabled for this client',
    });

    // CUSTOM_WITH_SRP needs ALLOW_CUSTOM_AUTH only; plain SRP is then refused.
    const customOnly = await clientWith(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    const challenge = await toCustomChallenge(testAdmin.email, testAdmin.password, customOnly);
    expect(challenge.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const plain = local.cognito.send(
      new InitiateAuthCommand({
        ClientId: customOnly,
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: testAdmin.email, SRP_A: srpClient('x_y').srpA },
      }),
    );
    await expect(plain).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_SRP_AUTH is not enabled for the client.',
    });
  });

  it('sets a temporary password inside the custom flow, then define still decides', async () => {
    const email = 'invited-custom@marque.test';
    await local.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: local.config.userPoolId,
        Username: email,
        TemporaryPassword: 'Temp#Pass1',
        MessageAction: 'SUPPRESS',
      }),
    );
    const challenge = await toCustomChallenge(email, 'Temp#Pass1');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const next = await local.cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: local.config.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Chosen#Pass1' },
      }),
    );
    expect(next.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const done = await answer(next.Session, fake.code ?? '', email);
    expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });
});
