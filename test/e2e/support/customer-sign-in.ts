/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../../support/outbox';
import { portalOf } from './portal-ui';

/** The signed-in user's ID token as the page keeps it (Amplify's storage). */
async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.idToken'));
    return key ? window.localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('No ID token in the page');
  return token;
}

/** A call to the portal API as the signed-in user of the page; expects a 200. */
export async function portalCallAsUser<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { apiUrl } = await portalOf(page);
  const answer = await page.request.fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
    data: body,
  });
  expect(answer.status(), `${method} ${path}`).toBe(200);
  return (await answer.json()) as T;
}

/** A new application of the signed-in user, subscribed (Basic, sandbox) to Customer Authentication. */
export async function subscribeToCustomerAuthentication(
  page: Page,
  applicationName: string,
): Promise<void> {
  await portalCallAsUser(page, 'POST', '/applications', {
    applicationName,
    applicationDescription: 'Customer sign-in journey',
  });
  await portalCallAsUser(page, 'POST', '/applications/subscriptions', {
    applicationName,
    usagePlan: 'Basic',
    category: 'Customer',
    service: 'customer-authentication',
  });
}

/** The OTP texted to an Indian mobile number after `since`, read from the local outbox. */
export async function otpTextedTo(page: Page, mobile: string, since: Date): Promise<string> {
  const { outboxUrl } = await portalOf(page);
  return waitForMail(outboxUrl, `+91${mobile}`, /^(\d{6})/, since);
}

/**
 * Opens an operation of Customer Authentication and returns its customer sign-in panel; closes the
 * docs tour, which greets a user's first documentation page only.
 */
export async function openCustomerSignIn(page: Page, operation: string): Promise<Locator> {
  await page.goto(`/apis/detail/${operation}`);
  const panel = page.getByRole('region', { name: 'Customer sign-in' });
  await expect(panel).toBeVisible();
  const tour = page.getByRole('dialog', { name: 'APIs of this version' });
  const touring = await tour.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (touring) {
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  }
  return panel;
}
