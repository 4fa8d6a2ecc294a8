import {
  AdminDisableUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, testAdmin, type TestIdentity } from '../testing/test-identity';

/** Amplify's token storage, readable by the test (Amplify keeps the refresh token here). */
class MemoryStorage implements KeyValueStorageInterface {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
  refreshToken(): string | undefined {
    return [...this.items].find(([key]) => key.endsWith('.refreshToken'))?.[1];
  }
}

let local: TestIdentity;
const storage = new MemoryStorage();

beforeAll(async () => {
  local = await startTestIdentity();
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
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local.close();
});

function idTokenVerifier() {
  const verifier = JwtRsaVerifier.create({
    issuer: local.config.issuer,
    audience: local.srpClientId,
    jwksUri: local.config.jwksUri,
  });
  verifier.cacheJwks(local.config.jwks as Parameters<typeof verifier.cacheJwks>[0]);
  return verifier;
}

async function currentIdToken(forceRefresh = false): Promise<string> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  const token = tokens?.idToken?.toString();
  if (!token) throw new Error('no ID token in the Amplify session');
  return token;
}

describe('the local identity through Amplify v6 (Node)', () => {
  it('signs the admin in with SRP; the ID token verifies and carries the admin group', async () => {
    const result = await signIn({ username: testAdmin.email, password: testAdmin.password });
    expect(result).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const payload = await idTokenVerifier().verify(await currentIdToken());
    expect(payload.iss).toBe(local.config.issuer);
    expect(payload['cognito:groups']).toEqual(['admin']);
    expect(payload.email).toBe(testAdmin.email);
    expect(payload.token_use).toBe('id');
  });

  it('refreshes the session with GetTokensFromRefreshToken (forceRefresh)', async () => {
    await signIn({ username: testAdmin.email, password: testAdmin.password });
    const before = await currentIdToken();
    const after = await currentIdToken(true);

    expect(after).not.toBe(before);
    const payload = await idTokenVerifier().verify(after);
    expect(payload['cognito:groups']).toEqual(['admin']);
  });

  it('global sign-out revokes the refresh token the session had', async () => {
    await signIn({ username: testAdmin.email, password: testAdmin.password });
    const refreshToken = storage.refreshToken();
    expect(refreshToken).toEqual(expect.any(String));
    const refresh = new GetTokensFromRefreshTokenCommand({
      ClientId: local.srpClientId,
      RefreshToken: refreshToken,
    });
    const sdk: CognitoIdentityProviderClient = local.cognito;
    await expect(sdk.send(refresh)).resolves.toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });

    await signOut({ global: true });

    expect(storage.refreshToken()).toBeUndefined();
    const refused = sdk.send(refresh);
    await expect(refused).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(refused).rejects.toThrow('Refresh Token has been revoked');
  });

  it('answers a wrong password with NotAuthorizedException "Incorrect username or password."', async () => {
    const attempt = signIn({ username: testAdmin.email, password: 'Wrong#Pass1' });
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const { tokens } = await fetchAuthSession();
    expect(tokens).toBeUndefined();
  });

  it('does not reveal an unknown user (the web client hides user existence)', async () => {
    const attempt = signIn({ username: 'nobody@marque.test', password: 'Whatever#1' });
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses a disabled user even with the right password', async () => {
    await local.addUser('disabled@marque.test', 'Disabled#Pass1');
    const signedIn = await signIn({ username: 'disabled@marque.test', password: 'Disabled#Pass1' });
    expect(signedIn.isSignedIn).toBe(true);
    await signOut();

    await local.cognito.send(
      new AdminDisableUserCommand({
        UserPoolId: local.config.userPoolId,
        Username: 'disabled@marque.test',
      }),
    );
    const attempt = signIn({ username: 'disabled@marque.test', password: 'Disabled#Pass1' });
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});
