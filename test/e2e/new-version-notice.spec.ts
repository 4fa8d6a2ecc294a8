import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import {
  activePartner,
  admin,
  portalOf,
  signInThroughUi,
  signOutThroughUi,
} from './support/portal-ui';

const password = 'Partner#2026a';
const seeded = fileURLToPath(
  new URL('../../infra/catalogue/services/recall-check/openapi-v1.json', import.meta.url),
);

/** Recall Check v1 as a new version: paths under /<version>/ and every operationId its own. */
function nextDefinition(
  version: string,
  stamp: string,
): { text: string; firstName: string; firstSummary: string } {
  const doc = JSON.parse(readFileSync(seeded, 'utf8')) as {
    info: Record<string, unknown>;
    paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  };
  const paths: typeof doc.paths = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    paths[path.replace(/^\/v1\//, `/${version}/`)] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [
        method,
        { ...op, operationId: `${op.operationId}${stamp}` },
      ]),
    );
  }
  const first = Object.values(Object.values(doc.paths)[0]!)[0]!;
  const text = JSON.stringify({ ...doc, info: { ...doc.info, version }, paths }, null, 2);
  return { text, firstName: `${first.operationId}${stamp}`, firstSummary: first.summary };
}

/** A developer's sandbox application subscribed to Recall Check (General: no access request). */
async function subscribeToRecallCheck(page: Page, email: string): Promise<void> {
  const portal = await portalOf(page);
  const { idToken } = await signInToPortal(portal, email, password);
  try {
    const applicationName = `recalls-${Date.now().toString(36)}`;
    const created = await callPortalApi(portal, 'POST', '/applications', idToken, {
      applicationName,
      applicationDescription: 'Follows Recall Check',
    });
    expect(created.status).toBe(200);
    const subscribed = await callPortalApi(portal, 'POST', '/applications/subscriptions', idToken, {
      applicationName,
      usagePlan: 'Basic',
      category: 'General',
      service: 'recall-check',
    });
    expect(subscribed.status).toBe(200);
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}

test("the admin publishes a new OpenAPI version: the catalogue and docs show it, and the service's subscribers find the notice", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const partner = await activePartner(page, 'new-version', password);
  await subscribeToRecallCheck(page, partner);

  const stamp = Date.now().toString(36);
  let version = '';
  let firstName = '';
  let firstSummary = '';
  await signInThroughUi(page, admin().email, admin().password);
  try {
    await page.goto('/admin/apis');
    await page.getByLabel('Service name contains').fill('Recall Check');
    await page.getByRole('button', { name: 'Upload a definition for Recall Check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a definition for Recall Check' });
    const added = dialog.getByRole('radio', { name: /^Add as new version v\d+$/ });
    await expect(added).toBeChecked();
    version = (await added.getAttribute('value')) ?? '';
    const next = nextDefinition(version, stamp);
    firstName = next.firstName;
    firstSummary = next.firstSummary;
    await dialog.getByLabel('Or paste the definition').fill(next.text);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: new RegExp(`^${version} of Recall Check is published`) })
        .first(),
    ).toBeVisible();
  } finally {
    await signOutThroughUi(page, admin().email);
  }

  // Anyone sees the version in the catalogue and its documentation at once.
  await page.goto(`/apis/servicesdetail/General/recall-check?version=${version}`);
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue(version);
  await page.goto(`/apis/detail/${firstName}`);
  await expect(page.getByRole('heading', { level: 1, name: firstSummary })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue(version);
  await expect(page.getByText(`/${version}/recalls/{vin}`).first()).toBeVisible();

  // The subscriber finds the notice under the bell and on /notifications.
  const title = `Recall Check has a new version ${version}`;
  await signInThroughUi(page, partner, password);
  try {
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.goto('/notifications');
    const notice = page
      .getByRole('list', { name: 'Notifications, newest first' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(notice).toContainText('Unread');
    // Under the page's h1 each notice's title is an h2: no skipped heading level.
    await expect(notice.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
  } finally {
    await signOutThroughUi(page, partner);
  }
});
