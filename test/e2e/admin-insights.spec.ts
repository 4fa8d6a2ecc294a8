import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import {
  activePartner,
  admin,
  portalOf,
  signInThroughUi,
  signOutThroughUi,
} from './support/portal-ui';

/** A partner's application subscribed (Basic, sandbox) to the first General service, via the API. */
async function subscribedApplication(page: Page): Promise<string> {
  const password = 'Partner#2026a';
  const email = await activePartner(page, 'journey-insights', password);
  const portal = await portalOf(page);
  const { idToken } = await signInToPortal(portal, email, password);
  try {
    const services = await callPortalApi<{ items: { service: string }[] }>(
      portal,
      'GET',
      '/catalogue/categories/General/services',
      idToken,
    );
    const service = services.body.items[0]?.service;
    const applicationName = `insights-${Date.now().toString(36)}`;
    const created = await callPortalApi(portal, 'POST', '/applications', idToken, {
      applicationName,
      applicationDescription: 'Admin insights journey',
    });
    expect(created.status).toBe(200);
    const subscribed = await callPortalApi(portal, 'POST', '/applications/subscriptions', idToken, {
      applicationName,
      usagePlan: 'Basic',
      category: 'General',
      service,
    });
    expect(subscribed.status).toBe(200);
    return applicationName;
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();

test('the admin opens all applications (a subscription row shown, accessible), usage insights and the cost explorer', async ({
  page,
}) => {
  const applicationName = await subscribedApplication(page);
  await signInThroughUi(page, admin().email, admin().password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();

  await section(page, 'All applications');
  await expect(page).toHaveURL(/\/admin\/allApps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All applications' })).toBeVisible();
  await page.getByLabel('Application name contains').fill(applicationName);
  await page.getByRole('button', { name: 'Apply' }).click();
  const apps = page.getByRole('table', { name: 'Applications, newest first' });
  await expect(apps.getByRole('rowheader', { name: applicationName })).toBeVisible();
  await page
    .getByRole('button', { name: `Show the 1 subscriptions of ${applicationName}` })
    .click();
  await expect(
    page.getByRole('table', { name: `Subscriptions of ${applicationName}` }),
  ).toContainText(/\*{16}\S{4}/);
  await expectNoAxeViolations(page, { allRules: true });

  await section(page, 'Usage insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage insights' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Calls by service from/ })
      .or(page.getByRole('heading', { name: 'No calls in this range' })),
  ).toBeVisible();

  await section(page, 'Cost explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost explorer' })).toBeVisible();
  await expect(
    page.getByText(/^Estimated cost = calls × price per 1,000 calls of the plan; prices: Basic/),
  ).toBeVisible();

  await signOutThroughUi(page, admin().email);
});
