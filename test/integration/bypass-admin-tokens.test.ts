import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { directCognito, signInDirectly, type DirectTokens } from '../support/bypass/direct-sign-in';
import {
  claimsOf,
  signedByThePool,
  signedWithOtherKey,
  unsigned,
  withClaimsChanged,
} from '../support/bypass/forged-tokens';
import { cloudPortal } from '../support/cloud-portal';
import { workerAdmin } from '../support/worker-admin';

/**
 * The admin routes with tokens an attacker could make: the portal API's authorizer takes only
 * the pool's own, unexpired ID tokens; anything else is 401 before a handler runs, and a
 * partner's genuine token is 403.
 */
let cognito: CognitoIdentityProviderClient;
let admin: DirectTokens;
let partner: DirectTokens;
const adminRoutes = [
  ['GET', '/admin/catalogue/summary'],
  ['GET', '/admin/users'],
  ['POST', `/admin/users/${encodeURIComponent('someone@partner.example')}/activate`],
] as const;

async function call(method: string, path: string, authorization?: string): Promise<number> {
  const response = await fetch(`${inject('cloud').urls.portalApi}${path}`, {
    method,
    headers: authorization ? { authorization } : {},
  });
  await response.body?.cancel();
  return response.status;
}

const signOut = (tokens: DirectTokens | undefined) =>
  tokens && call('DELETE', '/users/me/session', tokens.idToken);

beforeAll(async () => {
  const portal = cloudPortal();
  cognito = directCognito(portal);
  const { email, password } = workerAdmin();
  admin = await signInDirectly(cognito, portal, email, password);
  const partnerEmail = uniqueEmail('bypass-tokens');
  expect((await registerPartner(portal, partnerEmail, 'Partner#2026a')).status).toBe(200);
  expect((await activate(portal, admin.idToken, partnerEmail)).status).toBe(200);
  partner = await signInDirectly(cognito, portal, partnerEmail, 'Partner#2026a');
});

afterAll(async () => {
  await signOut(partner);
  await signOut(admin);
  cognito?.destroy();
});

const now = () => Math.floor(Date.now() / 1000);

describe('admin routes with forged, expired or foreign tokens', () => {
  it("let the admin's own token in, and the same claims re-signed by the pool (the forgeries' control)", async () => {
    for (const [method, path] of adminRoutes.slice(0, 2)) {
      expect(await call(method, path, admin.idToken)).toBe(200);
      expect(await call(method, path, signedByThePool(claimsOf(admin.idToken)))).toBe(200);
    }
  });

  it("answer 403 to a partner's genuine token", async () => {
    for (const [method, path] of adminRoutes) {
      expect(await call(method, path, partner.idToken)).toBe(403);
    }
  });

  const forgeries: [string, () => string][] = [
    [
      "a partner's token claiming the admin group (signature no longer fits)",
      () => withClaimsChanged(partner.idToken, { 'cognito:groups': ['admin'] }),
    ],
    [
      "the admin's claims signed with a key nobody published",
      () => signedWithOtherKey(admin.idToken, claimsOf(admin.idToken)),
    ],
    ["the admin's claims unsigned (alg none)", () => unsigned(claimsOf(admin.idToken))],
    [
      "the admin's token, expired (signed by the pool)",
      () => signedByThePool({ ...claimsOf(admin.idToken), iat: now() - 7200, exp: now() - 60 }),
    ],
    [
      "the admin's token with its expiry moved on (signature no longer fits)",
      () => withClaimsChanged(admin.idToken, { exp: now() + 86_400 }),
    ],
    [
      'a token of another pool (signed with the same key locally, another issuer)',
      () =>
        signedByThePool({
          ...claimsOf(admin.idToken),
          iss: `${inject('cloud').identity.endpoint}/us-east-1_Ot4erP00l`,
        }),
    ],
    ["the admin's access token where an ID token is due", () => admin.accessToken],
    ['no JWT at all', () => 'not-a-token'],
  ];

  it.each(forgeries)('answer 401 to %s', async (_, forge) => {
    const token = forge();
    for (const [method, path] of adminRoutes) {
      expect(await call(method, path, token)).toBe(401);
      expect(await call(method, path, `Bearer ${token}`)).toBe(401);
    }
  });
});
