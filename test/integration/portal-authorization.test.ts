import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, idTokenFor, type PoolRef } from '../support/identity';

let pool: PoolRef;
let adminToken: string;
let commonToken: string;

beforeAll(async () => {
  const { identity } = inject('cloud');
  pool = identity;
  adminToken = await idTokenFor(pool, identity.admin.email, identity.admin.password);
  await createUser(pool, 'partner@example.com', 'Partner#2026a', 'common-user');
  commonToken = await idTokenFor(pool, 'partner@example.com', 'Partner#2026a');
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
    expect(body).toMatchObject({
      email: 'partner@example.com',
      isAdmin: false,
      groups: ['common-user'],
    });
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
  });
});
