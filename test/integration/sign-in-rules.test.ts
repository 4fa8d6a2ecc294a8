import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { fetchAuthSession } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localTableName, tables } from '../../lambdas/data/tables';
import { sessionLengthSeconds } from '../../lambdas/users/session-repository';
import { sessionKey } from '../../lambdas/users/user-keys';
import { parseAuthError } from '../../shared/auth-errors';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import {
  signInKeepingOtherSession,
  signInToPortal,
  signOutOfPortal,
  solvedCaptcha,
  startSignIn,
} from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

const portal = () => cloudPortal();
let adminToken: string;

/** The refusal code a failed sign-in carries, as the web app reads it. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const parsed = parseAuthError(error instanceof Error ? error.message : String(error));
    return parsed
      ? `${parsed.code}${parsed.attemptsLeft === undefined ? '' : `:${parsed.attemptsLeft}`}`
      : `${(error as Error).name}`;
  }
  return 'signed in';
}

async function activePartner(prefix: string, password = 'Partner#2026a'): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await registerPartner(portal(), email, password)).status).toBe(200);
  expect((await activate(portal(), adminToken, email)).status).toBe(200);
  return email;
}

/** The users table of the local cloud, where a test may move a session's clock. */
function usersTable() {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
  );
  return { db, TableName: localTableName('prod', tables.users) };
}

/**
 * Time passes for one session: its record is rewritten as it would be had every sign-in,
 * report and refresh happened `seconds` earlier. (The triggers and handlers read the real clock;
 * moving the session back is the same to them as waiting.)
 */
async function ageSession(email: string, seconds: number): Promise<void> {
  const { db, TableName } = usersTable();
  const { Item } = await db.send(new GetCommand({ TableName, Key: sessionKey(email) }));
  if (!Item) throw new Error(`No session of ${email}`);
  const earlier = (iso: unknown) =>
    new Date(Date.parse(String(iso)) - seconds * 1000).toISOString();
  await db.send(
    new PutCommand({
      TableName,
      Item: {
        ...Item,
        startedAt: earlier(Item.startedAt),
        lastActiveAt: earlier(Item.lastActiveAt),
        expiresAt: Number(Item.expiresAt) - seconds,
      },
    }),
  );
  db.destroy();
}

async function reportActivity(idToken: string): Promise<Response> {
  return fetch(`${portal().apiUrl}/users/me/session/activity`, {
    method: 'POST',
    headers: { authorization: idToken },
  });
}

beforeAll(async () => {
  const admin = workerAdmin();
  adminToken = (await signInToPortal(portal(), admin.email, admin.password)).idToken;
});

afterAll(async () => {
  await signOutOfPortal(portal(), adminToken);
});

describe('sign-in rules hold on the server, whatever the client', () => {
  it('refuses a sign-in without a captcha, or with a wrong one', async () => {
    const email = await activePartner('captcha');
    expect(await refusal(startSignIn(portal(), email, 'Partner#2026a', null))).toBe(
      'CAPTCHA_MISSING',
    );
    const { captchaId } = await solvedCaptcha(portal());
    expect(
      await refusal(startSignIn(portal(), email, 'Partner#2026a', { captchaId, answer: 'Zz9Zz!' })),
    ).toBe('CAPTCHA_WRONG');
  });

  it('refuses every flow but the portal’s own', async () => {
    const { endpoint, userPoolClientId } = inject('cloud').identity;
    const admin = workerAdmin();
    const cognito = new CognitoIdentityProviderClient({
      endpoint,
      region: 'us-east-1',
      maxAttempts: 1,
    });
    for (const AuthFlow of ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'] as const) {
      await expect(
        cognito.send(
          new InitiateAuthCommand({
            AuthFlow,
            ClientId: userPoolClientId,
            AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password, SRP_A: 'ab' },
          }),
        ),
      ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    }
    // CUSTOM_AUTH without the SRP step would skip the password: the define trigger refuses it.
    const { captchaId, answer } = await solvedCaptcha(portal());
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: userPoolClientId,
          AuthParameters: { USERNAME: admin.email },
          ClientMetadata: { captchaId, captchaAnswer: answer },
        }),
      ),
    ).rejects.toBeTruthy();
    cognito.destroy();
  });

  it('refuses a registered user until an admin activates them, once the password is right', async () => {
    const email = uniqueEmail('inactive');
    expect((await registerPartner(portal(), email, 'Partner#2026a')).status).toBe(200);
    // Retrying with the right password is no failed attempt: never locked.
    for (let i = 0; i < 4; i++) {
      expect(await refusal(startSignIn(portal(), email, 'Partner#2026a'))).toBe('USER_INACTIVE');
    }
    // A wrong password says nothing of the status: it reads as on any account.
    expect(await refusal(startSignIn(portal(), email, 'Wrong#Pass2026'))).toBe(
      'INVALID_CREDENTIALS:2',
    );
    expect((await activate(portal(), adminToken, email)).status).toBe(200);
    const tokens = await signInToPortal(portal(), email, 'Partner#2026a');
    await signOutOfPortal(portal(), tokens.idToken);
  });

  it('answers a wrong password on an unknown e-mail as on any account', async () => {
    const unknown = uniqueEmail('nobody');
    const wrong = () => refusal(startSignIn(portal(), unknown, 'Wrong#Pass2026'));
    expect(await wrong()).toBe('INVALID_CREDENTIALS:2');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:1');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:0');
    expect(await wrong()).toBe('ACCOUNT_LOCKED');
  });

  it("refuses a second session that keeps the first, until it signs out, and the first's token after", async () => {
    const email = await activePartner('session');
    const first = await signInToPortal(portal(), email, 'Partner#2026a');
    expect(await refusal(signInKeepingOtherSession(portal(), email, 'Partner#2026a'))).toBe(
      'ALREADY_LOGGED_IN',
    );
    await signOutOfPortal(portal(), first.idToken);
    const second = await signInToPortal(portal(), email, 'Partner#2026a');
    // The first session's ID token is still within its hour, and a session is live again: the
    // token is refused all the same, as it names the session it was issued in.
    const me = (idToken: string) =>
      fetch(`${portal().apiUrl}/users/me`, { headers: { authorization: idToken } });
    expect((await me(first.idToken)).status).toBe(401);
    expect((await me(second.idToken)).status).toBe(200);
    await signOutOfPortal(portal(), second.idToken);
  });

  it('frees a user whose browser closed without signing out, once the session lapses', async () => {
    const email = await activePartner('closed');
    const dropped = await signInToPortal(portal(), email, 'Partner#2026a');
    // The browser reports activity once, then is closed: no sign-out, no more reports.
    // While it could still be alive (a minute short of the session's length since)…
    const report = await reportActivity(dropped.idToken);
    expect(report.status).toBe(200);
    const { expiresAt } = (await report.json()) as { expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan((sessionLengthSeconds - 5) * 1000);
    await ageSession(email, sessionLengthSeconds - 60);
    expect(await refusal(signInKeepingOtherSession(portal(), email, 'Partner#2026a'))).toBe(
      'ALREADY_LOGGED_IN',
    );
    // …and once the idle limit and one activity interval have passed since its last report,
    // the session has ended: a late report from the old browser does not bring it back…
    await ageSession(email, 60);
    expect((await reportActivity(dropped.idToken)).status).toBe(401);
    // …and the user signs in again.
    const again = await signInToPortal(portal(), email, 'Partner#2026a');
    await signOutOfPortal(portal(), again.idToken);
  });

  it('locks the account on the third wrong password, counting down the attempts left', async () => {
    const email = await activePartner('lock');
    const wrong = () => refusal(startSignIn(portal(), email, 'Wrong#Pass2026'));
    expect(await wrong()).toBe('INVALID_CREDENTIALS:2');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:1');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:0');
    expect(await refusal(startSignIn(portal(), email, 'Partner#2026a'))).toBe('ACCOUNT_LOCKED');
    const unlock = await fetch(
      `${portal().apiUrl}/admin/users/${encodeURIComponent(email)}/unlock`,
      {
        method: 'POST',
        headers: { authorization: adminToken },
      },
    );
    expect(unlock.status).toBe(200);
    const tokens = await signInToPortal(portal(), email, 'Partner#2026a');
    await signOutOfPortal(portal(), tokens.idToken);
  });

  it('counts no failure for a sign-in abandoned at the code step: the third wrong password locks', async () => {
    const email = await activePartner('abandon');
    const wrong = () => refusal(startSignIn(portal(), email, 'Wrong#Pass2026'));
    expect(await wrong()).toBe('INVALID_CREDENTIALS:2');
    // The right password: the code is mailed, and the user leaves without entering it.
    const abandoned = await startSignIn(portal(), email, 'Partner#2026a');
    expect(abandoned.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:1');
    expect(await wrong()).toBe('INVALID_CREDENTIALS:0');
    const locked = await startSignIn(portal(), email, 'Partner#2026a').then(
      () => 'signed in',
      (error: Error) => parseAuthError(error.message)?.message,
    );
    expect(locked).toBe('Your account is locked. Please contact the administrator to unlock it.');
  });

  it('reports an expired password so the change is forced, and the change renews it', async () => {
    const email = await activePartner('expired');
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
    );
    await db.send(
      new UpdateCommand({
        TableName: localTableName('prod', tables.users),
        Key: { pk: `USER#${email}`, sk: 'PROFILE' },
        UpdateExpression: 'SET passwordChangedAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 61 * 86_400_000).toISOString() },
      }),
    );
    const tokens = await signInToPortal(portal(), email, 'Partner#2026a');
    const status = async () =>
      (await (
        await fetch(`${portal().apiUrl}/users/me/status`, {
          headers: { authorization: tokens.idToken },
        })
      ).json()) as { passwordExpiresInDays: number };
    expect((await status()).passwordExpiresInDays).toBeLessThanOrEqual(0);
    // Until it is changed, the server refuses everything else.
    const profile = await fetch(`${portal().apiUrl}/users/me/profile`, {
      headers: { authorization: tokens.idToken },
    });
    expect(profile.status).toBe(403);
    expect(((await profile.json()) as { code: string }).code).toBe('PasswordExpired');

    const { captchaId, answer } = await solvedCaptcha(portal());
    const change = await fetch(`${portal().apiUrl}/users/me/password`, {
      method: 'POST',
      headers: {
        authorization: tokens.idToken,
        'x-access-token': tokens.accessToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email,
        currentPassword: 'Partner#2026a',
        newPassword: 'Renewed#2026b',
        confirmPassword: 'Renewed#2026b',
        captcha: answer,
        captchaId,
      }),
    });
    expect(await change.json()).toEqual({ message: 'Password reset successfully.' });
    expect(change.status).toBe(200);
    expect((await status()).passwordExpiresInDays).toBeGreaterThanOrEqual(59);
    // Fresh tokens carry the new expiry, and the profile opens again.
    const renewed = (await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.toString();
    const reopened = await fetch(`${portal().apiUrl}/users/me/profile`, {
      headers: { authorization: renewed ?? '' },
    });
    expect(reopened.status).toBe(200);
    await signOutOfPortal(portal(), renewed ?? tokens.idToken);
    db.destroy();
  });
});
