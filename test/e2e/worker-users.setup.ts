import { expect, test as setup } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tourPages } from '../../shared/tours';
import { localAdmin } from '../../bin/local-admin';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal, type PortalRef } from '../support/portal-sign-in';
import { portalOf } from './support/portal-ui';
import { workerUsersFile, type Account, type WorkerUsers } from './support/worker-users';

const password = 'Journey#Role2026';

/** Runs `work` signed in as `account` outside the browser, then signs out (one session each). */
async function as(portal: PortalRef, account: Account, work: (token: string) => Promise<void>) {
  const { idToken } = await signInToPortal(portal, account.email, account.password);
  try {
    await work(idToken);
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}

async function ok(portal: PortalRef, token: string, method: string, path: string, body?: unknown) {
  const answer = await callPortalApi(portal, method, path, token, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
}

/** Every guided tour marked done, so none covers a page under test (and the first sign-in ends). */
async function toursDone(portal: PortalRef, token: string) {
  for (const tour of tourPages) await ok(portal, token, 'PUT', `/users/me/tours/${tour}`);
}

setup('every worker gets its own admin and developer', async ({ page }, testInfo) => {
  setup.setTimeout(300_000);
  const portal = await portalOf(page);
  const seeded = localAdmin({});
  const users: WorkerUsers[] = Array.from({ length: testInfo.config.workers }, (_, index) => ({
    admin: { email: uniqueEmail(`worker${index}-admin`), password },
    developer: { email: uniqueEmail(`worker${index}-developer`), password },
  }));
  const accounts = users.flatMap((user) => [user.admin, user.developer]);
  for (const account of accounts) {
    expect((await registerPartner(portal, account.email, password)).status).toBe(200);
  }
  await as(portal, seeded, async (token) => {
    for (const account of accounts) {
      expect((await activate(portal, token, account.email)).status).toBe(200);
    }
    for (const { admin } of users) {
      await ok(portal, token, 'PUT', `/admin/users/${encodeURIComponent(admin.email)}/admin`, {
        admin: true,
      });
    }
  });
  for (const { admin, developer } of users) {
    await as(portal, admin, (token) => toursDone(portal, token));
    await as(portal, developer, async (token) => {
      await toursDone(portal, token);
      await ok(portal, token, 'POST', '/requests/category-access', { category: 'Customer' });
    });
  }
  await as(portal, seeded, async (token) => {
    for (const { developer } of users) {
      await ok(portal, token, 'POST', '/admin/access-requests/decision', {
        email: developer.email,
        category: 'Customer',
        decision: 'approve',
      });
    }
  });
  writeFileSync(workerUsersFile, JSON.stringify(users, null, 2));
});
