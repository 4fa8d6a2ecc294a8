import type {
  PostAuthenticationTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreTokenGenerationTriggerEvent,
} from 'aws-lambda';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { decodeJWT, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';
import type { IdentityTriggers } from './triggers/identity-triggers';

const calls = {
  pre: [] as PreAuthenticationTriggerEvent[],
  post: [] as PostAuthenticationTriggerEvent[],
  token: [] as PreTokenGenerationTriggerEvent['triggerSource'][],
};
let refusePreAuthentication: string | undefined;
let failPostAuthentication: string | undefined;

const triggers: IdentityTriggers = {
  async preAuthentication(event) {
    calls.pre.push(event);
    if (refusePreAuthentication) throw new Error(refusePreAuthentication);
    return event;
  },
  async postAuthentication(event) {
    calls.post.push(event);
    if (failPostAuthentication) throw new Error(failPostAuthentication);
    return event;
  },
  async preTokenGeneration(event) {
    calls.token.push(event.triggerSource);
    event.response.claimsOverrideDetails = {
      claimsToAddOrOverride: { 'custom:password_expires': '2026-12-31' },
    };
    return event;
  },
  async customMessage(event) {
    event.response.emailSubject = 'Marque: your invitation';
    event.response.emailMessage = `Your Marque code is ${event.request.codeParameter}`;
    return event;
  },
};

let local: TestIdentity;

beforeAll(async () => {
  local = await startTestIdentity(triggers);
  // Amplify's default signIn is plain USER_SRP_AUTH, which `marque-web` refuses: the test client.
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: local.config.userPoolId,
        userPoolClientId: local.srpClientId,
        userPoolEndpoint: local.identity.url,
      },
    },
  });
});

beforeEach(() => {
  calls.pre.length = 0;
  calls.post.length = 0;
  calls.token.length = 0;
  refusePreAuthentication = undefined;
  failPostAuthentication = undefined;
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local.close();
});

const signInAdmin = () =>
  signIn({
    username: testAdmin.email,
    password: testAdmin.password,
    options: { clientMetadata: { captcha: 'AB3cd9' } },
  });

describe('triggers called in-process around the SRP sign-in', () => {
  it('pre-authentication gets the user and the client metadata as validationData', async () => {
    await signInAdmin();
    expect(calls.pre).toHaveLength(1);
    const [event] = calls.pre;
    expect(event).toMatchObject({
      triggerSource: 'PreAuthentication_Authentication',
      userPoolId: local.config.userPoolId,
      callerContext: { clientId: local.srpClientId },
      request: {
        validationData: { captcha: 'AB3cd9' },
        userAttributes: { email: testAdmin.email },
      },
    });
    expect(event?.request.userNotFound).toBeUndefined();
  });

  it('a throwing pre-authentication stops the sign-in before the password', async () => {
    refusePreAuthentication = 'Wrong captcha! Try again.';
    await expect(signInAdmin()).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreAuthentication failed with error Wrong captcha! Try again..',
    });
    expect(calls.post).toHaveLength(0);
  });

  it('pre-authentication also runs for an unknown name, flagged userNotFound', async () => {
    await expect(signIn({ username: 'ghost@marque.test', password: 'X#1abcdef' })).rejects.toThrow(
      'Incorrect username or password.',
    );
    expect(calls.pre[0]?.request.userNotFound).toBe(true);
  });

  it('post-authentication runs after a correct password only', async () => {
    await expect(signIn({ username: testAdmin.email, password: 'Wrong#Pass1' })).rejects.toThrow();
    expect(calls.pre).toHaveLength(1);
    expect(calls.post).toHaveLength(0);

    await signInAdmin();
    expect(calls.post).toHaveLength(1);
    expect(calls.post[0]).toMatchObject({
      triggerSource: 'PostAuthentication_Authentication',
      request: { userAttributes: { email: testAdmin.email } },
    });
  });

  it('a throwing post-authentication fails the sign-in', async () => {
    failPostAuthentication = 'session store down';
    await expect(signInAdmin()).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PostAuthentication failed with error session store down.',
    });
    const { tokens } = await fetchAuthSession();
    expect(tokens).toBeUndefined();
  });

  it('pre-token-generation adds claims at sign-in and on refresh', async () => {
    await signInAdmin();
    await fetchAuthSession({ forceRefresh: true });
    expect(calls.token).toEqual([
      'TokenGeneration_Authentication',
      'TokenGeneration_RefreshTokens',
    ]);

    const { tokens } = await fetchAuthSession();
    const claims = decodeJWT(tokens?.idToken?.toString() ?? '').payload;
    expect(claims['custom:password_expires']).toBe('2026-12-31');
  });

  it("the custom-message trigger words cognito-local's mail", async () => {
    const email = 'invited@marque.test';
    await local.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: local.config.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: email }],
        TemporaryPassword: 'Temp#Pass1',
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    const [mail] = local.outbox.list(email);
    expect(mail?.subject).toBe('Marque: your invitation');
    expect(mail?.text).toBe('Your Marque code is Temp#Pass1');
  });
});
