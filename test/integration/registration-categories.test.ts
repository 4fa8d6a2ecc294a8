import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequestRow } from '../../shared/api/requests-operations';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

interface Page {
  items: AccessRequestRow[];
  nextCursor?: string;
}

const password = 'Partner#2026a';
// Asks for General (open to every partner in the seeded catalogue) and OCR (needs approval).
const partner = uniqueEmail('reg-open');
const tokens = { admin: '', partner: '' };
const api = <T = Record<string, unknown>>(method: string, path: string, token?: string) =>
  callPortalApi<T>(cloudPortal(), method, path, token);

/** This partner's rows among every Pending page of the admin's queue (other suites add theirs). */
async function pendingOf(email: string): Promise<string[]> {
  const categories: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({ status: 'Pending', limit: '30' });
    if (cursor) query.set('cursor', cursor);
    const answer = await api<Page>('GET', `/admin/access-requests?${query}`, tokens.admin);
    expect(answer.status).toBe(200);
    for (const row of answer.body.items) if (row.email === email) categories.push(row.category);
    if (!answer.body.nextCursor) break;
    cursor = answer.body.nextCursor;
  }
  return categories;
}

beforeAll(async () => {
  const portal = cloudPortal();
  const admin = workerAdmin();
  tokens.admin = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  const registered = await registerPartner(portal, partner, password, {
    employeeId: '',
    categoriesRequested: ['General', 'OCR'],
  });
  expect(registered.status).toBe(200);
  expect((await activate(portal, tokens.admin, partner)).status).toBe(200);
  tokens.partner = (await signInToPortal(portal, partner, password)).idToken;
});

afterAll(async () => {
  for (const token of Object.values(tokens)) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

describe('registration asking for an open category and one that needs approval', () => {
  it('files OCR as Pending and nothing for General, in the partner’s own list', async () => {
    const access = await api<{ items: { category: string; requestStatus: string }[] }>(
      'GET',
      '/users/me/category-access',
      tokens.partner,
    );
    expect(access.status).toBe(200);
    expect(access.body.items).toEqual([{ category: 'OCR', requestStatus: 'Pending' }]);
  });

  it("puts only OCR in the admin's Pending queue", async () => {
    expect(await pendingOf(partner)).toEqual(['OCR']);
  });

  it('keeps no employee id for an account registered without one', async () => {
    const profile = await api('GET', '/users/me/profile', tokens.partner);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: partner, firstName: 'Asha' });
    expect(profile.body).not.toHaveProperty('employeeId');
  });
});

describe('a malformed employee id', () => {
  it("is refused with 'Employee ID is invalid' and creates nothing", async () => {
    const portal = cloudPortal();
    const email = uniqueEmail('reg-bad-id');
    const refused = await registerPartner(portal, email, password, { employeeId: 'EMP-1024' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { employeeId: 'Employee ID is invalid' },
    });
    expect(await pendingOf(email)).toEqual([]);
    // Nothing was made under that address: registering it properly is not 'User already exists'.
    expect((await registerPartner(portal, email, password)).status).toBe(200);
  });
});
