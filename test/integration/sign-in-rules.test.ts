import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fetchAuthSession } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localTableName, tables } from '../../lambdas/data/tables';
import { parseAuthError } from '../../shared/auth-errors';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import {
  signInToPortal,
  signOutOfPortal,
  solvedCaptcha,
  startSignIn,
} from '../support/portal-sign-in';

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

beforeAll(async () => {
  const { admin } = inject('cloud').identity;
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
    const { endpoint, userPoolClientId, admin } = { ...inject('cloud').identity };
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

  it('refuses a registered user until an admin activates them', async () => {
    const email = uniqueEmail('inactive');
    expect((await registerPartner(portal(), email, 'Partner#2026a')).status).toBe(200);
    expect(await refusal(startSignIn(portal(), email, 'Partner#2026a'))).toBe('USER_INACTIVE');
    expect((await activate(portal(), adminToken, email)).status).toBe(200);
    const tokens = await signInToPortal(portal(), email, 'Partner#2026a');
    await signOutOfPortal(portal(), tokens.idToken);
  });

  it('refuses a second session until the first signs out', async () => {
    const email = await activePartner('session');
    const first = await signInToPortal(portal(), email, 'Partner#2026a');
    expect(await refusal(startSignIn(portal(), email, 'Partner#2026a'))).toBe('ALREADY_LOGGED_IN');
    await signOutOfPortal(portal(), first.idToken);
    const second = await signInToPortal(portal(), email, 'Partner#2026a');
    await signOutOfPortal(portal(), second.idToken);
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
