import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as adminAccounts from '../../shared/api/admin-accounts-operations';
import { activateUser, unlockUser } from '../../shared/api/admin-operations';
import type { AuditEntryItem, UsersPage } from '../../shared/api/admin-accounts-operations';
import { buildPath, type Operation } from '../../shared/api/contract';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';

let adminToken: string;
let developerToken: string;
let adminEmail: string;
const developer = { email: uniqueEmail('acct-dev'), password: 'Partner#2026a' };
const partner = { email: uniqueEmail('acct-partner'), password: 'Partner#2026a' };

beforeAll(async () => {
  const portal = cloudPortal();
  const { admin } = inject('cloud').identity;
  adminEmail = admin.email.toLowerCase();
  adminToken = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  for (const account of [developer, partner]) {
    expect((await registerPartner(portal, account.email, account.password)).status).toBe(200);
  }
  expect((await activate(portal, adminToken, developer.email)).status).toBe(200);
  developerToken = (await signInToPortal(portal, developer.email, developer.password)).idToken;
});

// One live session per user: the next suites sign the admin in again.
afterAll(async () => {
  for (const token of [adminToken, developerToken]) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);

const auditOf = async (target: string) => {
  const answer = await api<{ items: AuditEntryItem[]; total: number }>(
    'GET',
    `/admin/audit?target=${encodeURIComponent(target)}&limit=100`,
    adminToken,
  );
  expect(answer.status).toBe(200);
  return answer.body.items;
};

const newOperations: Operation[] = [
  adminAccounts.listUsers,
  adminAccounts.listOrganizationUsers,
  adminAccounts.deactivateUser,
  adminAccounts.setAdmin,
  adminAccounts.listOrganizations,
  adminAccounts.listAuditEntries,
  activateUser,
  unlockUser,
];

describe('the accounts operations are the admins’ alone', () => {
  it.each(newOperations.map((op) => [op.id, op] as const))(
    '%s: 401 to a visitor, 403 to a developer',
    async (_id, op) => {
      const path = buildPath(op.path, { email: partner.email, organization: 'VERMA FLEET' });
      const body = op.body ? { admin: true } : undefined;
      expect((await api(op.method, path, undefined, body)).status).toBe(401);
      expect((await api(op.method, path, developerToken, body)).status).toBe(403);
    },
  );
});

describe('listing accounts', () => {
  it('finds a registration by e-mail prefix and status, and in its organization', async () => {
    const prefix = partner.email.slice(0, partner.email.indexOf('@'));
    const found = await api<UsersPage>(
      'GET',
      `/admin/users?search=${encodeURIComponent(prefix.toUpperCase())}&userStatus=inactive`,
      adminToken,
    );
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({
      userEmailId: partner.email,
      userStatus: 'inactive',
      accountStatus: 'active',
      organization: 'VERMA FLEET SERVICES',
      isAdmin: false,
    });
    const everyone = await api<UsersPage>('GET', '/admin/users', adminToken);
    expect(everyone.body).toMatchObject({ limit: 10, offset: 0 });
    expect(everyone.body.total).toBeGreaterThanOrEqual(3);
    const colleagues = (offset: number) =>
      api<UsersPage>(
        'GET',
        `/admin/organizations/${encodeURIComponent('Verma Fleet Services')}/users?offset=${offset}`,
        adminToken,
      );
    const first = await colleagues(0);
    expect(first.body.limit).toBe(4);
    // Sorted by e-mail, and every file registers into this organization: page until found.
    const emails = first.body.items.map((user) => user.userEmailId);
    for (
      let offset = 4;
      offset < first.body.total && !emails.includes(partner.email);
      offset += 4
    ) {
      emails.push(...(await colleagues(offset)).body.items.map((user) => user.userEmailId));
    }
    expect(emails).toContain(partner.email);
  });

  it('lists the partner organizations with name and code, and refuses a bad page', async () => {
    const organizations = await api<{ items: { name: string; code: string }[]; total: number }>(
      'GET',
      '/admin/organizations?limit=5',
      adminToken,
    );
    expect(organizations.status).toBe(200);
    expect(organizations.body.items.length).toBeGreaterThan(0);
    expect(organizations.body.items[0]).toEqual({
      name: expect.any(String),
      code: expect.any(String),
    });
    const bad = await api('GET', '/admin/users?limit=500', adminToken);
    expect(bad).toMatchObject({ status: 400, body: { message: 'limit must be at most 100' } });
  });
});

describe('decisions and their audit entries', () => {
  it('activate then deactivate: two entries, newest first, by the admin, before and after', async () => {
    const path = `/admin/users/${encodeURIComponent(partner.email)}`;
    expect((await api('POST', `${path}/activate`, adminToken)).status).toBe(200);
    const deactivated = await api('POST', `${path}/deactivate`, adminToken);
    expect(deactivated).toMatchObject({
      status: 200,
      body: { message: 'User deactivated. They have no API keys.' },
    });
    const entries = await auditOf(`user:${partner.email}`);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['user.deactivate', adminEmail],
      ['user.activate', adminEmail],
    ]);
    expect(entries[0]).toMatchObject({
      before: { userStatus: 'active' },
      after: { userStatus: 'inactive' },
    });
    // Deactivating again changes nothing, so it records nothing.
    expect((await api('POST', `${path}/deactivate`, adminToken)).status).toBe(200);
    expect(await auditOf(`user:${partner.email}`)).toHaveLength(2);
  });

  it('grants and removes the admin role, one entry each, the list showing it', async () => {
    const path = `/admin/users/${encodeURIComponent(partner.email)}/admin`;
    expect((await api('PUT', path, adminToken, { admin: true })).status).toBe(200);
    const listed = await api<UsersPage>(
      'GET',
      `/admin/users?search=${encodeURIComponent(partner.email)}`,
      adminToken,
    );
    expect(listed.body.items[0]).toMatchObject({ isAdmin: true, accountStatus: 'admin' });
    expect((await api('PUT', path, adminToken, { admin: false })).status).toBe(200);
    const actions = (await auditOf(`user:${partner.email}`)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['user.removeAdmin', 'user.grantAdmin']);
  });

  it('refuses self-demotion and self-deactivation with 409, writing no entry', async () => {
    const self = `/admin/users/${encodeURIComponent(adminEmail)}`;
    const demoted = await api('PUT', `${self}/admin`, adminToken, { admin: false });
    expect(demoted).toMatchObject({
      status: 409,
      body: { message: 'You cannot remove your own admin role' },
    });
    const deactivated = await api('POST', `${self}/deactivate`, adminToken);
    expect(deactivated.status).toBe(409);
    expect(await auditOf(`user:${adminEmail}`)).toEqual([]);
    // The admin is still one.
    expect((await api('GET', '/admin/users?limit=1', adminToken)).status).toBe(200);
  });

  it('refuses a bad audit range with a clear message', async () => {
    const answer = await api('GET', '/admin/audit?from=2026-05-02&to=2026-05-01', adminToken);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'From must be on or before To' },
    });
  });
});
