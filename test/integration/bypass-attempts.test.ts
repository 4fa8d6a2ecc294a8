import {
  AdminGetUserCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetClientTokenCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, productApiKeyMessages } from '../../shared/messages';
import { sessionTakeover } from '../../shared/session-takeover';
import { fieldMessages } from '../../shared/schemas/field-messages';
import { activate, registerPartner, registrationBody, uniqueEmail } from '../support/accounts';
import {
  captchaMetadata,
  directCognito,
  proveDirectly,
  answerDirectly,
  refusalOf,
  signInDirectly,
  toTakeoverDirectly,
} from '../support/bypass/direct-sign-in';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo, waitForMail } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal, solvedCaptcha } from '../support/portal-sign-in';
import { adminToken, portalApi, subscribedPartner } from '../support/subscribed-partner';

/**
 * The sign-in and password rules attacked where no page stands in the way: the local identity's
 * Cognito API through the plain SDK, as a script would call Cognito's public endpoint with the
 * site's (public) app client id. Each attack is refused and leaves nothing changed.
 */
const portal = () => cloudPortal();
const password = 'Partner#2026a';
let admin: string;
let cognito: CognitoIdentityProviderClient;

async function activePartner(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await registerPartner(portal(), email, password)).status).toBe(200);
  expect((await activate(portal(), admin, email)).status).toBe(200);
  return email;
}

const answer = (solved: { captchaId: string; answer: string }) => ({
  captchaId: solved.captchaId,
  captcha: solved.answer,
});

const prove = async (email: string, secret: string, metadata?: Record<string, string>) =>
  proveDirectly(cognito, portal(), email, secret, metadata ?? (await captchaMetadata(portal())));

const whoAmI = (idToken: string) =>
  fetch(`${portal().apiUrl}/users/me`, { headers: { authorization: idToken } });

const signOut = (idToken: string) =>
  fetch(`${portal().apiUrl}/users/me/session`, {
    method: 'DELETE',
    headers: { authorization: idToken },
  });

beforeAll(async () => {
  admin = await adminToken();
  cognito = directCognito(portal());
});

afterAll(async () => {
  cognito?.destroy();
  if (admin) await signOutOfPortal(portal(), admin);
});

describe('registration, straight to Cognito', () => {
  it('refuses SignUp (no captcha, no organisation checks) and creates no user', async () => {
    const email = uniqueEmail('signup');
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: portal().userPoolClientId,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'SignUp is not permitted for this user pool',
    });
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});

describe("registration, through the portal's own route without its captcha", () => {
  const register = (body: Record<string, unknown>) =>
    callPortalApi<{ message: string }>(portal(), 'POST', '/auth/register', undefined, body);

  it('refuses a missing, wrong or used captcha: no account, no user in Cognito, no mail', async () => {
    const since = new Date();
    const email = uniqueEmail('register-captcha');
    const solved = await solvedCaptcha(portal());
    const attempts = [
      [registrationBody(email, password), fieldMessages.enterCaptcha],
      [
        { ...registrationBody(email, password), captchaId: solved.captchaId },
        fieldMessages.enterCaptcha,
      ],
      [
        { ...registrationBody(email, password), captchaId: solved.captchaId, captcha: 'Zz9#zz' },
        fieldMessages.wrongCaptcha,
      ],
      // The wrong answer above used that captcha up: its right answer no longer counts.
      [{ ...registrationBody(email, password), ...answer(solved) }, fieldMessages.wrongCaptcha],
    ] as const;
    for (const [body, message] of attempts) {
      const refused = await register(body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const users = await callPortalApi<{ items: unknown[] }>(
      portal(),
      'GET',
      `/admin/users?search=${encodeURIComponent(email)}`,
      admin,
    );
    expect(users.body.items).toEqual([]);
    expect(
      (await messagesTo(portal().outboxUrl, email)).filter((m) => new Date(m.sentAt) >= since),
    ).toEqual([]);
  });
});

describe('the captcha and the lock, straight to InitiateAuth', () => {
  it('refuses a sign-in without the captcha, and a captcha used once, before the password counts', async () => {
    const email = await activePartner('bypass-captcha');
    expect(await refusalOf(prove(email, password, {}))).toEqual({
      code: 'CAPTCHA_MISSING',
      message: 'Please enter the Captcha',
    });
    const used = await captchaMetadata(portal());
    expect(await refusalOf(prove(email, 'Wrong#Pass2026', used))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      attemptsLeft: 2,
    });
    // The same answer again, now with the right password: used up, so refused, and not counted.
    expect(await refusalOf(prove(email, password, used))).toEqual({
      code: 'CAPTCHA_WRONG',
      message: 'Wrong captcha! Try again.',
    });
    expect(await refusalOf(prove(email, 'Wrong#Pass2026'))).toMatchObject({ attemptsLeft: 1 });
  });

  it('keeps an account locked however hard InitiateAuth is hammered, the right password too', async () => {
    const email = await activePartner('bypass-hammer');
    for (const left of [2, 1, 0]) {
      expect(await refusalOf(prove(email, 'Wrong#Pass2026'))).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        attemptsLeft: left,
      });
    }
    const captchas = await Promise.all([1, 2, 3, 4, 5].map(() => captchaMetadata(portal())));
    const answers = await Promise.all(
      captchas.map((metadata) => refusalOf(prove(email, password, metadata))),
    );
    expect(answers.map((answer) => 'code' in answer && answer.code)).toEqual(
      Array(5).fill('ACCOUNT_LOCKED'),
    );
  });

  it('gives a burst of simultaneous guesses no more than the three attempts', async () => {
    const email = await activePartner('bypass-burst');
    const guesses = ['Guess#0001a', 'Guess#0002a', 'Guess#0003a', 'Guess#0004a', 'Guess#0005a'];
    const captchas = await Promise.all(guesses.map(() => captchaMetadata(portal())));
    const answers = await Promise.all(
      guesses.map((guess, i) => refusalOf(prove(email, guess, captchas[i]))),
    );
    const proofsChecked = answers.filter((a) => 'code' in a && a.code === 'INVALID_CREDENTIALS');
    expect(proofsChecked.length).toBeLessThanOrEqual(3);
    // The right password now meets the lock: the burst used every attempt.
    expect(await refusalOf(prove(email, password))).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});

describe('one session, straight to InitiateAuth', () => {
  it('refuses a second session while one is live, and the first keeps working', async () => {
    const email = await activePartner('bypass-session');
    const first = await signInDirectly(cognito, portal(), email, password);
    const refused = { code: 'ALREADY_LOGGED_IN', message: messages.alreadyLoggedIn };
    // Keeping the other session is refused with the spec's message…
    const kept = await toTakeoverDirectly(cognito, portal(), email, password);
    const keep = answerDirectly(cognito, portal(), kept, sessionTakeover.decline);
    expect(await refusalOf(keep)).toEqual(refused);
    // …and so is accepting the takeover without asking the portal to end the other session.
    const skipped = await toTakeoverDirectly(cognito, portal(), email, password);
    const accept = answerDirectly(cognito, portal(), skipped, sessionTakeover.accept);
    expect(await refusalOf(accept)).toEqual(refused);
    expect((await whoAmI(first.idToken)).status).toBe(200);
    // Signed out, the old refresh token mints no new tokens for a hidden second session.
    expect((await signOut(first.idToken)).status).toBe(200);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: portal().userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: first.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const second = await signInDirectly(cognito, portal(), email, password);
    expect((await signOut(second.idToken)).status).toBe(200);
  });
});

describe('password rules, straight to Cognito', () => {
  const weak = [
    ['too short', 'Ab1#xyz', 'Password not long enough'],
    ['no upper case', 'partner#2026a', 'Password must have uppercase characters'],
    ['no digit', 'Partner#abcde', 'Password must have numeric characters'],
    ['no symbol', 'Partner2026ab', 'Password must have symbol characters'],
  ] as const;

  it.each(weak)(
    'ChangePassword refuses a password with %s; the old one still signs in',
    async (_, proposed, reason) => {
      const email = await activePartner('bypass-change');
      const tokens = await signInDirectly(cognito, portal(), email, password);
      await expect(
        cognito.send(
          new ChangePasswordCommand({
            AccessToken: tokens.accessToken,
            PreviousPassword: password,
            ProposedPassword: proposed,
          }),
        ),
      ).rejects.toMatchObject({
        name: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${reason}`,
      });
      await signOut(tokens.idToken);
      const again = await signInToPortal(portal(), email, password);
      await signOutOfPortal(portal(), again.idToken);
    },
  );

  it("Cognito's own ForgotPassword and ConfirmForgotPassword are refused: no code is mailed", async () => {
    const email = await activePartner('bypass-forgot');
    const refused = {
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    };
    await expect(
      cognito.send(
        new ForgotPasswordCommand({ ClientId: portal().userPoolClientId, Username: email }),
      ),
    ).rejects.toMatchObject(refused);
    // A 21-character password with any code: the call that took it before the pool's recovery
    // was made admin-only.
    await expect(
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: portal().userPoolClientId,
          Username: email,
          ConfirmationCode: '123456',
          Password: 'Partner#2026a-longer1',
        }),
      ),
    ).rejects.toMatchObject(refused);
    const tokens = await signInToPortal(portal(), email, password);
    await signOutOfPortal(portal(), tokens.idToken);
  });

  it("the portal's own reset refuses the current password as the new one; the code then sets another", async () => {
    const email = await activePartner('bypass-same');
    const resetWith = async (newPassword: string, code?: string) => {
      const since = new Date(Date.now() - 50);
      if (!code) {
        const started = await fetch(`${portal().apiUrl}/auth/password-reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(started.status).toBe(200);
      }
      const mailed = code ?? (await waitForMail(portal().outboxUrl, email, /\b(\d{6})\b/, since));
      const { captchaId, answer } = await solvedCaptcha(portal());
      const confirmed = await fetch(`${portal().apiUrl}/auth/password-reset/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          code: mailed,
          newPassword,
          confirmPassword: newPassword,
          captcha: answer,
          captchaId,
        }),
      });
      return { code: mailed, status: confirmed.status, body: (await confirmed.json()) as object };
    };
    const same = {
      status: 400,
      body: {
        message: 'New password cannot be the same as the current password.',
        fields: { newPassword: 'New password cannot be the same as the current password.' },
      },
    };
    // The password set at registration…
    const first = await resetWith(password);
    expect(first).toMatchObject(same);
    // …changed nothing, and the same code still sets another one…
    expect((await resetWith('Partner#2026b', first.code)).status).toBe(200);
    // …which is then the current one, refused in its turn.
    expect(await resetWith('Partner#2026b')).toMatchObject(same);
    await signOutOfPortal(
      portal(),
      (await signInToPortal(portal(), email, 'Partner#2026b')).idToken,
    );
  });

  it("the portal's own reset refuses a password over 20 characters, and takes a good one", async () => {
    const email = await activePartner('bypass-long');
    const since = new Date(Date.now() - 50);
    const started = await fetch(`${portal().apiUrl}/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(started.status).toBe(200);
    const code = await waitForMail(portal().outboxUrl, email, /\b(\d{6})\b/, since);
    const confirm = async (newPassword: string) => {
      const { captchaId, answer } = await solvedCaptcha(portal());
      return fetch(`${portal().apiUrl}/auth/password-reset/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          code,
          newPassword,
          confirmPassword: newPassword,
          captcha: answer,
          captchaId,
        }),
      });
    };
    const long = await confirm('Partner#2026a-longer1');
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(fieldMessages.passwordRule);
    // The old password still signs in; the mailed code still sets a good new one, once.
    await signOutOfPortal(portal(), (await signInToPortal(portal(), email, password)).idToken);
    expect((await confirm('Partner#2026b')).status).toBe(200);
    expect((await confirm('Partner#2026c')).status).toBe(400);
    await signOutOfPortal(
      portal(),
      (await signInToPortal(portal(), email, 'Partner#2026b')).idToken,
    );
  });
});

describe("a deactivated partner's API keys and client credentials, straight to the gateway and Cognito", () => {
  it('refuses every key of theirs (403) and issues their client no token until an admin activates them again', async () => {
    const partner = await subscribedPartner('bypass-keys', admin);
    const rotated = await portalApi<{ Item: unknown }>(
      'POST',
      `${partner.subscriptionPath}/key/rotation`,
      partner.token,
    );
    expect(rotated.status).toBe(200);
    const revealed = await portalApi<{ value: string }>(
      'GET',
      `${partner.subscriptionPath}/key`,
      partner.token,
    );
    const keys = [partner.key, revealed.body.value];
    for (const key of keys) expect((await partner.callProduct(key)).status).toBe(200);
    const credentials = await portalApi<{ item: { clientId: string }; clientSecret: string }>(
      'POST',
      `/applications/${partner.applicationId}/client-credentials`,
      partner.token,
    );
    expect(credentials.status).toBe(200);
    const clientToken = () =>
      cognito
        .send(
          new GetClientTokenCommand({
            ClientId: credentials.body.item.clientId,
            Secret: credentials.body.clientSecret,
          }),
        )
        .then(
          (out) => (out.ClientAuthenticationResult?.AccessToken ? 'issued' : 'none'),
          (error: unknown) => (error instanceof Error ? error.name : String(error)),
        );
    expect(await clientToken()).toBe('issued');
    const email = ((await whoAmI(partner.token).then((r) => r.json())) as { email: string }).email;
    const path = `/admin/users/${encodeURIComponent(email)}`;

    const deactivated = await portalApi('POST', `${path}/deactivate`, admin);
    expect(deactivated.body).toEqual({
      message: 'User deactivated. 2 API keys and 1 set of client credentials suspended.',
    });
    expect(await clientToken()).not.toBe('issued');
    for (const key of keys) {
      const refused = await partner.callProduct(key);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: productApiKeyMessages.invalidKey });
    }
    const again = await portalApi('POST', `${path}/deactivate`, admin);
    expect(again.body).toEqual({ message: 'User is already inactive.' });

    const activated = await portalApi('POST', `${path}/activate`, admin);
    expect(activated.body).toEqual({
      message: 'User activated. 2 API keys and 1 set of client credentials restored.',
    });
    for (const key of keys) expect((await partner.callProduct(key)).status).toBe(200);
    expect(await clientToken()).toBe('issued');
  });
});
