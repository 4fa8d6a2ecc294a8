import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { buildPath } from '../../shared/api/contract';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

let adminToken: string;
let commonToken: string;
const partner = { email: uniqueEmail('authz'), password: 'Partner#2026a' };

beforeAll(async () => {
  const portal = cloudPortal();
  const admin = workerAdmin();
  adminToken = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  expect((await registerPartner(portal, partner.email, partner.password)).status).toBe(200);
  expect((await activate(portal, adminToken, partner.email)).status).toBe(200);
  commonToken = (await signInToPortal(portal, partner.email, partner.password)).idToken;
});

async function call(path: string, token?: string) {
  const response = await fetch(`${inject('cloud').urls.portalApi}${path}`, {
    headers: token ? { authorization: token } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('who may call what, checked by the server', () => {
  it('answers 401 on a user route without a token, or with a forged one', async () => {
    expect((await call('/users/me')).status).toBe(401);
    expect((await call('/users/me', `${adminToken.slice(0, -4)}AAAA`)).status).toBe(401);
  });

  it('hands the handler the claims of a signed-in user', async () => {
    const { status, body } = await call('/users/me', commonToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: partner.email, isAdmin: false, groups: ['common-user'] });
  });

  it('lets the admin into an admin route', async () => {
    const { status, body } = await call('/admin/catalogue/summary', adminToken);
    expect(status).toBe(200);
    expect(body.categories).toBe(8);
    expect(Object.keys(body.apisByStatus as object).sort()).toEqual([
      'active',
      'expired',
      'tobeexpired',
      'undermaintenance',
    ]);
  });

  it('answers 403 to a signed-in non-admin on an admin route, 401 without a token', async () => {
    expect((await call('/admin/catalogue/summary', commonToken)).status).toBe(403);
    expect((await call('/admin/catalogue/summary')).status).toBe(401);
    const activation = await fetch(
      `${inject('cloud').urls.portalApi}/admin/users/${encodeURIComponent(partner.email)}/activate`,
      { method: 'POST', headers: { authorization: commonToken } },
    );
    expect(activation.status).toBe(403);
  });
});

/** A call of a route with placeholder path parameters and no body. */
async function callRoute(method: string, pathTemplate: string, token?: string) {
  const params = Object.fromEntries(
    [...pathTemplate.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x@partner.example']),
  );
  const response = await fetch(
    `${inject('cloud').urls.portalApi}${buildPath(pathTemplate, params)}`,
    {
      method,
      headers: token ? { authorization: token } : {},
    },
  );
  return response.status;
}

describe('the authorization matrix of the route table', () => {
  const signedIn = routes.filter(({ operation }) => operation.access !== 'public');
  const adminOnly = routes.filter(({ operation }) => operation.access === 'admin');

  it.each(signedIn.map((r) => [r.operation.id, r.operation] as const))(
    '%s answers 401 without a token',
    async (_id, op) => {
      expect(await callRoute(op.method, op.path)).toBe(401);
    },
  );

  it.each(adminOnly.map((r) => [r.operation.id, r.operation] as const))(
    '%s answers 403 to a signed-in non-admin',
    async (_id, op) => {
      expect(await callRoute(op.method, op.path, commonToken)).toBe(403);
    },
  );
});

describe("the signed-in user's own tours and session", () => {
  const api = (path: string, method = 'GET') =>
    fetch(`${inject('cloud').urls.portalApi}${path}`, {
      method,
      headers: { authorization: commonToken },
    });

  it('keeps the tours done with the user: the home tour first, then others', async () => {
    expect(await (await api('/users/me/tours')).json()).toEqual({ done: [] });
    const home = await api('/users/me/tours/home', 'PUT');
    expect(home.status).toBe(200);
    expect(await home.json()).toEqual({ done: ['home'] });
    await api('/users/me/tours/service', 'PUT');
    expect(await (await api('/users/me/tours')).json()).toEqual({ done: ['home', 'service'] });
    const status = (await (await api('/users/me/status')).json()) as { newuser: boolean };
    expect(status.newuser).toBe(false);
  });

  it("skips every tour in one call ('all') and brings them all back with another", async () => {
    const every = ['home', 'category', 'service', 'service-detail', 'documentation'];
    const skipped = await api('/users/me/tours/all', 'PUT');
    expect(skipped.status).toBe(200);
    expect(await skipped.json()).toEqual({ done: every });
    expect(await (await api('/users/me/tours')).json()).toEqual({ done: every });

    const reset = await api('/users/me/tours', 'DELETE');
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ done: [] });
    // The home tour too, although the first sign-in is long over.
    expect(await (await api('/users/me/tours')).json()).toEqual({ done: [] });
    const status = (await (await api('/users/me/status')).json()) as { newuser: boolean };
    expect(status.newuser).toBe(false);
  });

  it('keeps the session alive on an activity report, answering when it lapses', async () => {
    const response = await api('/users/me/session/activity', 'POST');
    expect(response.status).toBe(200);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 15 * 60_000);
  });
});

afterAll(async () => {
  await signOutOfPortal(cloudPortal(), commonToken);
  await signOutOfPortal(cloudPortal(), adminToken);
});
