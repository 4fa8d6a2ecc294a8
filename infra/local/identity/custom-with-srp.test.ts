import { Amplify } from 'aws-amplify';
import { confirmSignIn, decodeJWT, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAuthError } from '../../../shared/auth-errors';
import { signInMetadataKeys } from '../../../shared/identity-rules';
import { fakeSignInTriggers, testCaptcha } from '../testing/fake-sign-in-triggers';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';

const fake = fakeSignInTriggers();
let local: TestIdentity;

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
  local = await startTestIdentity(fake.triggers);
  configureAmplify();
});

beforeEach(() => fake.reset());

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local.close();
});

const captcha = (answer = testCaptcha) => ({ [signInMetadataKeys.captchaAnswer]: answer });

/** The portal's sign-in: Amplify's CUSTOM_WITH_SRP with the captcha as client metadata. */
const portalSignIn = (password = testAdmin.password, username = testAdmin.email, answer?: string) =>
  signIn({
    username,
    password,
    options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: captcha(answer) },
  });

/** The error a promise rejects with (the test fails if it resolves). */
const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

const sessions = () => fake.events.define.map((event) => event.request.session);

describe('CUSTOM_WITH_SRP through Amplify v6 (Node), with the sign-in rules in miniature', () => {
  it('proves the password by SRP, then asks for the e-mail code, then signs in', async () => {
    const first = await portalSignIn();
    expect(first).toMatchObject({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { email: testAdmin.email },
      },
    });
    expect(fake.events.pre[0]?.request.validationData).toEqual(captcha());
    expect(fake.events.create[0]?.request).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      userAttributes: { email: testAdmin.email },
    });

    const done = await confirmSignIn({ challengeResponse: fake.code ?? '' });
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
          challengeMetadata: 'EMAIL_CODE',
        },
      ],
    ]);
    expect(fake.events.post).toHaveLength(1);

    const { tokens } = await fetchAuthSession();
    const claims = decodeJWT(tokens?.idToken?.toString() ?? '').payload;
    expect(claims).toMatchObject({ email: testAdmin.email, 'cognito:groups': ['admin'] });
  });

  it('takes a wrong code, asks again, then takes the right one', async () => {
    await portalSignIn();
    const code = fake.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const retry = await confirmSignIn({
      challengeResponse: wrong,
      options: { clientMetadata: { step: 'code' } },
    });
    expect(retry.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(fake.events.verify[0]?.request).toMatchObject({
      challengeAnswer: wrong,
      privateChallengeParameters: { code },
      clientMetadata: { step: 'code' },
    });
    expect(fake.events.define.at(-1)?.request.session.at(-1)).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: 'EMAIL_CODE',
    });

    await expect(confirmSignIn({ challengeResponse: code })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect(fake.events.create).toHaveLength(2);
  });

  it("surfaces pre-authentication's refusal with its MARQUE code", async () => {
    const attempt = portalSignIn(testAdmin.password, testAdmin.email, 'wrong');
    await expect(attempt).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreAuthentication failed with error MARQUE:CAPTCHA_WRONG.',
    });
    const error = await failure(attempt);
    expect(parseAuthError(error.message)?.code).toBe('CAPTCHA_WRONG');
    expect(fake.events.define).toHaveLength(0);
  });

  it('hands a wrong password to define (challengeResult false), whose refusal reaches the client', async () => {
    const attempt = portalSignIn('Wrong#Pass1');
    await expect(attempt).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'DefineAuthChallenge failed with error MARQUE:INVALID_CREDENTIALS:2.',
    });
    expect(sessions().at(-1)).toEqual([
      { challengeName: 'SRP_A', challengeResult: true },
      { challengeName: 'PASSWORD_VERIFIER', challengeResult: false },
    ]);
    const error = await failure(attempt);
    expect(parseAuthError(error.message)).toMatchObject({ attemptsLeft: 2 });
  });

  it('counts failures at the password and at the code alike: the fourth attempt is locked out', async () => {
    await expect(portalSignIn('Wrong#Pass1')).rejects.toThrow('MARQUE:INVALID_CREDENTIALS:2');
    await expect(portalSignIn('Wrong#Pass1')).rejects.toThrow('MARQUE:INVALID_CREDENTIALS:1');
    await portalSignIn();
    await confirmSignIn({ challengeResponse: 'nope-1' });
    await confirmSignIn({ challengeResponse: 'nope-2' });
    await expect(confirmSignIn({ challengeResponse: 'nope-3' })).rejects.toThrow(
      'DefineAuthChallenge failed with error MARQUE:OTP_FAILED.',
    );
    await expect(portalSignIn()).rejects.toThrow(
      'PreAuthentication failed with error MARQUE:ACCOUNT_LOCKED.',
    );
  });

  it('lets define refuse a bare CUSTOM_AUTH (no SRP): it sees an empty session', async () => {
    const attempt = signIn({
      username: testAdmin.email,
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: captcha() },
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
      options: { authFlowType: 'USER_PASSWORD_AUTH', clientMetadata: captcha() },
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
    expect(fake.events.pre).toHaveLength(0);
  });

  it('refuses plain USER_SRP_AUTH: the web client, as deployed, wants the e-mailed code too', async () => {
    const attempt = signIn({
      username: testAdmin.email,
      password: testAdmin.password,
      options: { clientMetadata: captcha() },
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_SRP_AUTH is not enabled for the client.',
    });
    expect(fake.events.pre).toHaveLength(0);
    expect(fake.events.define).toHaveLength(0);
  });

  it('keeps plain USER_SRP_AUTH available to a client that allows it (no auth-challenge triggers)', async () => {
    configureAmplify(local.srpClientId);
    try {
      const result = await signIn({
        username: testAdmin.email,
        password: testAdmin.password,
        options: { clientMetadata: captcha() },
      });
      expect(result.isSignedIn).toBe(true);
      expect(fake.events.define).toHaveLength(0);
      await signOut();
    } finally {
      configureAmplify();
    }
  });

  it('runs the same steps for an unknown name, flagged userNotFound, and fails at the password', async () => {
    const attempt = portalSignIn('Whatever#1', 'ghost@marque.test');
    await expect(attempt).rejects.toThrow('MARQUE:INVALID_CREDENTIALS:2');
    expect(fake.events.define.map((event) => event.request.userNotFound)).toEqual([true, true]);
    expect(sessions().at(-1)?.at(-1)).toEqual({
      challengeName: 'PASSWORD_VERIFIER',
      challengeResult: false,
    });
  });
});
