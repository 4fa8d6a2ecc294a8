/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';
import { activate, registerPartner, uniqueEmail } from '../../support/accounts';
import { waitForMail } from '../../support/outbox';
import { signInToPortal, signOutOfPortal, type PortalRef } from '../../support/portal-sign-in';
import { admin, portalOf } from './portal-ui';

/** A portal API call with an ID token, expecting 200 (outside the browser). */
async function apiCall(portal: PortalRef, idToken: string, path: string, body: unknown) {
  const answer = await fetch(`${portal.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: idToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `POST ${path}: ${await answer.clone().text()}`).toBe(200);
}

/** Runs `work` signed in as `email` outside the browser, and signs out (one session per user). */
async function asUser(
  portal: PortalRef,
  email: string,
  password: string,
  work: (idToken: string) => Promise<void>,
): Promise<void> {
  const { idToken } = await signInToPortal(portal, email, password);
  try {
    await work(idToken);
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}

/**
 * A new active partner whose access to `category` an admin approved, as the category card's
 * Request Access and /admin/access do it: a journey's own user, with a new user's tours.
 */
export async function approvedDeveloper(
  page: Page,
  password: string,
  category: string,
  prefix = 'developer',
): Promise<string> {
  const portal = await portalOf(page);
  const email = uniqueEmail(prefix);
  expect((await registerPartner(portal, email, password)).status).toBe(200);
  await asUser(portal, admin().email, admin().password, async (adminToken) => {
    expect((await activate(portal, adminToken, email)).status).toBe(200);
  });
  await asUser(portal, email, password, async (token) => {
    const answer = await fetch(`${portal.apiUrl}/requests/category-access`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ category }),
    });
    // 409: the sign-up form asked for this category already (registerPartner asks for two).
    expect([200, 409], `POST /requests/category-access: ${await answer.clone().text()}`).toContain(
      answer.status,
    );
  });
  await asUser(portal, admin().email, admin().password, (adminToken) =>
    apiCall(portal, adminToken, '/admin/access-requests/decision', {
      email,
      category,
      decision: 'approve',
    }),
  );
  return email;
}

/** A new partner with access to Customer (whose services' try-out signs a customer in). */
export function customerDeveloper(page: Page, password: string): Promise<string> {
  return approvedDeveloper(page, password, 'Customer', 'customer-dev');
}

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
