/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { activate, registerPartner, uniqueEmail } from '../../support/accounts';
import { captchaAnswer, waitForMail } from '../../support/outbox';
import { signInToPortal, signOutOfPortal, type PortalRef } from '../../support/portal-sign-in';
import { workerUsers, type Account } from './worker-users';

/** This worker's admin (worker-users.setup.ts): the seeded admin stays free for the setup. */
export const admin = (): Account => workerUsers().admin;
/** This worker's developer: a partner with access to Customer, through an admin's approval. */
export const developer = (): Account => workerUsers().developer;

interface SiteConfigJson {
  apiUrl: string;
  outboxUrl: string;
  userPoolEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** The local portal the journeys run against, read from its own /config.json. */
export async function portalOf(page: Page): Promise<PortalRef> {
  const config = (await (await page.request.get('/config.json')).json()) as SiteConfigJson;
  return {
    apiUrl: config.apiUrl,
    outboxUrl: config.outboxUrl,
    endpoint: config.userPoolEndpoint,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
  };
}

/** Types the answer of the captcha the page shows (the local cloud mails each answer to the outbox). */
export async function fillCaptcha(page: Page, portal: PortalRef): Promise<void> {
  const picture = page.getByRole('img', { name: /captcha image/i });
  await expect(picture).toBeVisible();
  const captchaId = await picture.getAttribute('data-captcha-id');
  if (!captchaId) throw new Error('The captcha picture carries no id');
  await page
    .getByRole('textbox', { name: 'Captcha' })
    .fill(await captchaAnswer(portal.outboxUrl, captchaId));
}

/** Fills e-mail, password and captcha and submits; returns when the page answered. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Date> {
  const portal = await portalOf(page);
  const since = new Date(Date.now() - 50);
  if (!page.url().endsWith('/signIn')) await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await fillCaptcha(page, portal);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return since;
}

/**
 * The whole sign-in as a person does it: captcha, password, then the code from their inbox. The
 * home tour greets a user's first sign-in only: `tourSeen` by default for the worker's own users,
 * whose tours the setup finished, and for no one else.
 */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  options: { tourSeen?: boolean } = {},
): Promise<void> {
  const tourSeen =
    options.tourSeen ?? [admin().email, developer().email].includes(email.toLowerCase());
  const portal = await portalOf(page);
  await page.goto('/signIn');
  const since = await submitSignIn(page, email, password);
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  if (!tourSeen) {
    const tour = page.getByRole('dialog', { name: 'Explore the catalogue' });
    await expect(tour).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  }
  await expect(
    page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }),
  ).toBeVisible();
}

/** Signs out from the user menu (so the one-session rule lets the next sign-in in). */
export async function signOutThroughUi(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'SIGN IN' }).first()).toBeVisible();
}

/** An active partner account, registered and activated through the API as an admin would. */
export async function activePartner(page: Page, prefix: string, password: string): Promise<string> {
  const portal = await portalOf(page);
  const email = uniqueEmail(prefix);
  expect((await registerPartner(portal, email, password)).status).toBe(200);
  await activateAsAdmin(page, email);
  return email;
}

/** The admin API's activation, signed in (and out again) outside the browser. */
export async function activateAsAdmin(page: Page, email: string): Promise<void> {
  const portal = await portalOf(page);
  const { idToken } = await signInToPortal(portal, admin().email, admin().password);
  try {
    expect((await activate(portal, idToken, email)).status).toBe(200);
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}
