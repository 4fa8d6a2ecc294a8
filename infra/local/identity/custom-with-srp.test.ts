import { Amplify } from 'aws-amplify';
import { confirmSignIn, decodeJWT, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAuthError } from '../../../shared/auth-errors';
import { useTestEnvironment } from '../../../lambdas/testing/test-environment';
import { testUser } from '../../../lambdas/testing/test-users';
import { captchaMetadata, signInTriggers } from '../testing/sign-in-triggers';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';

const real = signInTriggers();
let local: TestIdentity;
useTestEnvironment();

/** Points Amplify at one app client of the test pool (the portal's `marque-web` by default). */
function configureAmplify(userPoolClientId = local.config.userPoolClientId) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: local.config.userPoolId,
        userPoolClientId,
        userPoolEndpoint: local.identity.url,
      },
    },
  });
}

beforeAll(async () => {
  local = await startTestIdentity(real.triggers);
  configureAmplify();
});

beforeEach(() => real.reset(testUser({ email: testAdmin.email, accountStatus: 'admin' })));

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local.close();
});

/** The portal's sign-in: Amplify's CUSTOM_WITH_SRP with the captcha as client metadata. */
const portalSignIn = (password = testAdmin.password, username = testAdmin.email, answer?: string) =>
  signIn({
    username,
    password,
    options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: captchaMetadata(answer) },
  });

/** The refusal a failed sign-in carries (`MARQUE:<CODE>[:detail]`), whichever trigger said it. */
const refusalOf = async (attempt: Promise<unknown>) =>
  parseAuthError((await failure(attempt)).message);

/** The error a promise rejects with (the test fails if it resolves). */
const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

const sessions = () => real.events.defineAuthChallenge.map((event) => event.request.session);
const mailedCode = () => real.codeMailedTo(testAdmin.email);

describe('CUSTOM_WITH_SRP through Amplify v6 (Node), with the real sign-in triggers', () => {
  it('proves the password by SRP, then asks for the e-mail code, then signs in', async () => {
    const first = await portalSignIn();
    expect(first).toMatchObject({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { email: 'a***@marque.test' },
      },
    });
    expect(real.events.preAuthentication[0]?.request.validationData).toEqual(captchaMetadata());
    const [create] = real.events.createAuthChallenge;
    expect(create?.request).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      userAttributes: { email: testAdmin.email },
    });

    const done = await confirmSignIn({ challengeResponse: mailedCode() });
    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(sessions()).toEqual([
      [{ challengeName: 'SRP_A', challengeResult: true }],
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
      ],
      [
        { challengeName: 'SRP_A', challengeResult: true },
        { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: true,
          challengeMetadata: create?.response.challengeMetadata,
        },
      ],
    ]);
    expect(real.events.postAuthentication).toHaveLength(1);

    const { tokens } = await fetchAuthSession();
    const claims = decodeJWT(tokens?.idToken?.toString() ?? '').payload;
    expect(claims).toMatchObject({ email: testAdmin.email, 'cognito:groups': ['admin'] });
  });

  it('takes a wrong code, asks again, then takes the right one', async () => {
    await portalSignIn();
    const code = mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';

    const retry = await confirmSignIn({
      challengeResponse: wrong,
      options: { clientMetadata: { step: 'code' } },
    });
    expect(retry.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(real.events.verifyAuthChallengeResponse[0]?.request).toMatchObject({
      challengeAnswer: wrong,
      privateChallengeParameters: { code },
      clientMetadata: { step: 'code' },
    });
    expect(sessions().at(-1)?.at(-1)).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: real.events.createAuthChallenge[0]?.response.challengeMetadata,
    });

    await expect(confirmSignIn({ challengeResponse: code })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(real.events.createAuthChallenge).toHaveLength(2);
  });

  it("surfaces a trigger's refusal as Cognito does, with its MARQUE code", async () => {
    const attempt = portalSignIn(testAdmin.password, testAdmin.email, 'Wr0ng#');
    await expect(attempt).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringMatching(/^\w+ failed with error MARQUE:CAPTCHA_WRONG\.$/),
    });
    await expect(refusalOf(attempt)).resolves.toMatchObject({ code: 'CAPTCHA_WRONG' });
  });

  it('hands a wrong password to define (challengeResult false), whose refusal reaches the client', async () => {
    const attempt = portalSignIn('Wrong#Pass1');
    await expect(attempt).rejects.toMatchObject({ name: 'UserLambdaValidationException' });
    expect(sessions().at(-1)).toEqual([
      { challengeName: 'SRP_A', challengeResult: true },
      { challengeName: 'PASSWORD_VERIFIER', challengeResult: false },
    ]);
    await expect(refusalOf(attempt)).resolves.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      attemptsLeft: 2,
    });
  });

  it('counts failures at the password and at the code alike: the third failed attempt locks', async () => {
    await expect(refusalOf(portalSignIn('Wrong#Pass1'))).resolves.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      attemptsLeft: 2,
    });
    await expect(refusalOf(portalSignIn('Wrong#Pass1'))).resolves.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      attemptsLeft: 1,
    });
    await portalSignIn();
    await confirmSignIn({ challengeResponse: 'nope-1' });
    await confirmSignIn({ challengeResponse: 'nope-2' });
    await expect(refusalOf(confirmSignIn({ challengeResponse: 'nope-3' }))).resolves.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    await expect(refusalOf(portalSignIn())).resolves.toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('lets define refuse a bare CUSTOM_AUTH (no SRP): it sees an empty session', async () => {
    const attempt = signIn({
      username: testAdmin.email,
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: captchaMetadata() },
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(sessions()).toEqual([[]]);
  });

  it('refuses USER_PASSWORD_AUTH: the web client does not allow it', async () => {
    const attempt = signIn({
      username: testAdmin.email,
      password: testAdmin.password,
      options: { authFlowType: 'USER_PASSWORD_AUTH', clientMetadata: captchaMetadata() },
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
    expect(real.events.preAuthentication).toHaveLength(0);
  });

  it('refuses plain USER_SRP_AUTH: the web client, as deployed, wants the e-mailed code too', async () => {
    const attempt = signIn({
      username: testAdmin.email,
      password: testAdmin.password,
      options: { clientMetadata: captchaMetadata() },
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_SRP_AUTH is not enabled for the client.',
    });
    expect(real.events.preAuthentication).toHaveLength(0);
    expect(real.events.defineAuthChallenge).toHaveLength(0);
  });

  it('keeps plain USER_SRP_AUTH available to a client that allows it (no auth-challenge triggers)', async () => {
    configureAmplify(local.srpClientId);
    try {
      const result = await signIn({
        username: testAdmin.email,
        password: testAdmin.password,
        options: { clientMetadata: captchaMetadata() },
      });
      expect(result.isSignedIn).toBe(true);
      expect(real.events.defineAuthChallenge).toHaveLength(0);
      await signOut();
    } finally {
      configureAmplify();
    }
  });

  it('tells the triggers an unknown name is unknown (userNotFound) and refuses it as a wrong password', async () => {
    const attempt = portalSignIn('Whatever#1', 'ghost@marque.test');
    await expect(refusalOf(attempt)).resolves.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(sessions().at(-1)?.at(-1)).toEqual({
      challengeName: 'PASSWORD_VERIFIER',
      challengeResult: false,
    });
    const defined = real.events.defineAuthChallenge;
    expect(defined.map((event) => event.request.userNotFound)).toEqual([true, true]);
    expect(real.events.postAuthentication).toHaveLength(0);
  });
});
