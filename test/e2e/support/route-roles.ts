import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { tourPages } from '../../../shared/tours';
import { activate, registerPartner, uniqueEmail } from '../../support/accounts';
import { callPortalApi } from '../../support/portal-api';
import { signInToPortal, signOutOfPortal, type PortalRef } from '../../support/portal-sign-in';
import { productionRequestForm } from '../../support/production-request-form';
import { admin, portalOf, signInThroughUi } from './portal-ui';
import type { CreatedData } from './route-fixtures';
import { widths } from './axe-check';

const password = 'A11y#Check2026';

export interface SignedInRole {
  /** Signed in once; the role's page is in it. */
  context: BrowserContext;
  /** Signed in: every route of the role opens in it, one after another. */
  page: Page;
  data: CreatedData;
}

/** A call expecting 200, as `token`'s user. */
async function call<T>(
  portal: PortalRef,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await callPortalApi<T>(portal, method, path, token, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** Runs `work` signed in as `email` outside the browser, then signs out (one session per user). */
async function asUser<T>(portal: PortalRef, email: string, work: (token: string) => Promise<T>) {
  const { idToken } = await signInToPortal(
    portal,
    email,
    email === admin().email ? admin().password : password,
  );
  try {
    return await work(idToken);
  } finally {
    await signOutOfPortal(portal, idToken);
  }
}

/** A new active account of the suite's own (an admin when asked): the seeded admin stays free. */
async function newAccount(portal: PortalRef, audience: 'developer' | 'admin'): Promise<string> {
  const email = uniqueEmail(`a11y-${audience}`);
  expect((await registerPartner(portal, email, password)).status).toBe(200);
  await asUser(portal, admin().email, async (token) => {
    expect((await activate(portal, token, email)).status).toBe(200);
    if (audience === 'admin') {
      await call(portal, token, 'PUT', `/admin/users/${encodeURIComponent(email)}/admin`, {
        admin: true,
      });
    }
  });
  return email;
}

/** An application subscribed (Basic, sandbox) to a General service, and its production request. */
async function createdData(portal: PortalRef, token: string): Promise<CreatedData> {
  const services = await call<{ items: { service: string }[] }>(
    portal,
    token,
    'GET',
    '/catalogue/categories/General/services',
  );
  const service = services.items[0]?.service ?? 'no General service';
  const applicationName = `a11y-${Date.now().toString(36)}`;
  const created = await call<{ item: { applicationId: string } }>(
    portal,
    token,
    'POST',
    '/applications',
    {
      applicationName,
      applicationDescription: 'Checked by the accessibility suite',
    },
  );
  await call(portal, token, 'POST', '/applications/subscriptions', {
    applicationName,
    usagePlan: 'Basic',
    category: 'General',
    service,
  });
  const request = await call<{ uniqueId: string }>(
    portal,
    token,
    'POST',
    '/requests/production',
    productionRequestForm(applicationName, service),
  );
  return {
    applicationId: created.item.applicationId,
    applicationName,
    productionRequestId: request.uniqueId,
  };
}

/**
 * A browser context signed in as a new developer (with an application and a production request)
 * or a new admin, every guided tour already done so none covers a page under test.
 */
export async function signedInRole(
  browser: Browser,
  audience: 'developer' | 'admin',
  baseURL: string,
): Promise<SignedInRole> {
  const context = await browser.newContext({ baseURL, viewport: widths.desktop });
  const page = await context.newPage();
  const portal = await portalOf(page);
  const email = await newAccount(portal, audience);
  const data = await asUser(portal, email, async (token) => {
    for (const tour of tourPages) await call(portal, token, 'PUT', `/users/me/tours/${tour}`);
    return audience === 'developer'
      ? createdData(portal, token)
      : { applicationId: '', applicationName: '', productionRequestId: '' };
  });
  await signInThroughUi(page, email, password, { tourSeen: true });
  // The first route then loads, after whatever the sign-in still had to do in the page.
  await page.goto('about:blank');
  return { context, page, data };
}
