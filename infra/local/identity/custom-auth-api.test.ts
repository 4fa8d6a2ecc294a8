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
import { useTestEnvironment } from '../../../lambdas/testing/test-environment';
import { testUser } from '../../../lambdas/testing/test-users';
import { captchaMetadata, signInTriggers } from '../testing/sign-in-triggers';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';
import { srpClient } from '../testing/srp-client';

/** The real triggers; a test swaps one through `real.overrides` to see how the wrapper copes. */
const real = signInTriggers();
let local: TestIdentity;
useTestEnvironment();

beforeAll(async () => {
  local = await startTestIdentity(real.triggers);
});

beforeEach(() => real.reset(testUser({ email: testAdmin.email, accountStatus: 'admin' })));

afterAll(async () => {
  await local.close();
});

const ClientMetadata = captchaMetadata();
const mailedCode = (to = testAdmin.email) => real.codeMailedTo(to);

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
  real.overrides.defineAuthChallenge = async (event) => {
    if (event.request.session.length === 1) event.response.challengeName = 'PASSWORD_VERIFIER';
    else decide(event.response);
    return event;
  };
};

describe('CUSTOM_AUTH over the plain SDK', () => {
  it('answers the custom challenge with its public parameters, USERNAME and a Session', async () => {
    const challenge = await toCustomChallenge();
    const { publicChallengeParameters } = real.events.createAuthChallenge[0]?.response ?? {};
    expect(publicChallengeParameters).toEqual({ email: 'a***@marque.test' });
    expect(challenge).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: expect.any(String),
      ChallengeParameters: { ...publicChallengeParameters, USERNAME: expect.any(String) },
    });
    // ClientMetadata reaches the auth-challenge triggers from RespondToAuthChallenge only.
    expect(real.events.defineAuthChallenge.map((e) => e.request.clientMetadata)).toEqual([
      undefined,
      { step: 'password' },
    ]);
    expect(real.events.createAuthChallenge[0]?.request.clientMetadata).toEqual({
      step: 'password',
    });
    const done = await answer(challenge.Session, mailedCode());
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('takes each session once', async () => {
    const challenge = await toCustomChallenge();
    await answer(challenge.Session, 'wrong');
    await expect(answer(challenge.Session, mailedCode())).rejects.toMatchObject({
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
    real.overrides.createAuthChallenge = async () => {
      throw new Error('MARQUE:OTP_GENERATION_FAILED');
    };
    await expect(toCustomChallenge()).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'CreateAuthChallenge failed with error MARQUE:OTP_GENERATION_FAILED.',
    });

    real.overrides = {
      verifyAuthChallengeResponse: async () => {
        throw new Error('store down');
      },
    };
    const challenge = await toCustomChallenge();
    await expect(answer(challenge.Session, '123456')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'VerifyAuthChallengeResponse failed with error store down.',
    });

    real.overrides = {
      postAuthentication: async () => {
        throw new Error('MARQUE:ALREADY_LOGGED_IN');
      },
    };
    const again = await toCustomChallenge();
    await expect(answer(again.Session, mailedCode())).rejects.toMatchObject({
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
    const done = await answer(next.Session, mailedCode(email), email);
    expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });
});
