/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localAdmin } from '../../bin/local-admin';
import {
  fillCaptcha,
  portalOf,
  signInThroughUi,
  submitSignIn,
} from '../../test/e2e/support/portal-ui';
import { gettingStartedVideos } from './slides';

/** The slides show the seeded admin of `npm start`, whose first sign-in is already done. */
const admin = localAdmin({});

/**
 * Screenshots of the local portal for the getting-started videos, each with its caption bar, as
 * `<slides dir>/<video>-<n>.png` (1280x720). Run by make-getting-started-videos.sh.
 */
const slidesDir = process.env.MARQUE_SLIDES_DIR ?? '/tmp/marque-slides';
const appName = 'fleet-tracker';

test.use({ viewport: { width: 1280, height: 720 } });
test.setTimeout(240_000);

/** Closes a page's first-visit guided tour, if it opens. */
async function closeTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog');
  try {
    await tour.first().waitFor({ state: 'visible', timeout: 2_500 });
    await page.keyboard.press('Escape');
    await tour.first().waitFor({ state: 'hidden', timeout: 2_500 });
  } catch {
    // no tour on this page
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await closeTour(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shoot(page: Page, video: string, index: number): Promise<void> {
  const entry = gettingStartedVideos.find((item) => item.file === video);
  const slide = entry?.slides[index];
  if (!entry || !slide) throw new Error(`No slide ${index} in ${video}`);
  await page.evaluate(
    ({ caption, step }) => {
      document.getElementById('marque-caption')?.remove();
      const bar = document.createElement('div');
      bar.id = 'marque-caption';
      bar.style.cssText =
        'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:18px 32px;' +
        'font:600 24px/1.35 system-ui,sans-serif;color:#fff;background:rgba(10,22,40,.88);' +
        'display:flex;gap:20px;align-items:center';
      const badge = document.createElement('span');
      badge.textContent = step;
      badge.style.cssText =
        'flex:none;padding:4px 12px;border-radius:999px;background:#2f6fed;font-size:18px';
      const text = document.createElement('span');
      text.textContent = caption;
      bar.append(badge, text);
      document.body.append(bar);
    },
    { caption: slide.caption, step: `${index + 1} / ${entry.slides.length}` },
  );
  await page.screenshot({ path: join(slidesDir, `${video}-${index + 1}.png`) });
  await page.evaluate(() => document.getElementById('marque-caption')?.remove());
}

test('captures the slides of the five getting-started videos', async ({ page }) => {
  mkdirSync(slidesDir, { recursive: true });

  // Register and sign in.
  await visit(page, '/register');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Verma');
  await page.getByLabel('Mobile Number').fill('9812345678');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha.verma@fleetco.example');
  await shoot(page, 'register-sign-in', 0);
  await visit(page, '/signIn');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await fillCaptcha(page, await portalOf(page));
  await shoot(page, 'register-sign-in', 1);
  await submitSignIn(page, admin.email, admin.password);
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await shoot(page, 'register-sign-in', 2);
  await signInThroughUi(page, admin.email, admin.password, { tourSeen: true });
  await closeTour(page);
  await shoot(page, 'register-sign-in', 3);
  await page.getByRole('button', { name: new RegExp(admin.email.replace(/[.]/g, '\\.')) }).click();
  await shoot(page, 'register-sign-in', 4);
  await page.keyboard.press('Escape');

  // Product catalogue.
  await visit(page, '/apis/category');
  await shoot(page, 'product-catalogue', 0);
  await visit(page, '/apis/services/Presales');
  await shoot(page, 'product-catalogue', 1);
  await visit(page, '/apis/servicesdetail/Presales/price-quote');
  await shoot(page, 'product-catalogue', 2);
  await visit(page, '/apis/detail/createPriceQuoteV2');
  await shoot(page, 'product-catalogue', 3);

  // Create an application.
  await visit(page, '/application');
  await shoot(page, 'create-application', 0);
  await page.getByRole('button', { name: 'Create application' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create application' });
  await create.getByRole('textbox', { name: 'Application name' }).fill(appName);
  await create.getByRole('textbox', { name: /Description/ }).fill('Live positions of our 200 vans');
  await shoot(page, 'create-application', 1);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('link', { name: `${appName}: open details` })).toBeVisible();
  await shoot(page, 'create-application', 2);
  await visit(page, '/apis/servicesdetail/Presales/price-quote');
  await page.getByRole('button', { name: 'Subscribe to Price Quote' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe to Price Quote' });
  await subscribe.getByRole('combobox', { name: 'Application' }).selectOption(appName);
  await subscribe.getByText('Basic', { exact: true }).click();
  await shoot(page, 'create-application', 3);
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(subscribe).toBeHidden({ timeout: 5_000 });
  await visit(page, '/application');
  await page.getByRole('link', { name: `${appName}: open details` }).click();
  const row = page.getByRole('row', { name: /Price Quote/ });
  await row.getByRole('button', { name: 'Reveal Price Quote key' }).click();
  await expect(row.getByRole('button', { name: 'Hide Price Quote key' })).toBeVisible();
  await shoot(page, 'create-application', 4);

  // Try it out.
  await visit(page, '/apis/detail/createPriceQuoteV2');
  await shoot(page, 'try-it-out', 0);
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  await tryOut.scrollIntoViewIfNeeded();
  await shoot(page, 'try-it-out', 1);
  await tryOut.getByRole('button', { name: 'Send' }).click();
  const response = page.getByRole('region', { name: 'Live response' });
  await expect(response.getByTestId('response-body')).toBeVisible();
  await response.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await shoot(page, 'try-it-out', 2);
  await tryOut.getByRole('button', { name: 'Show code snippets' }).click();
  await page.getByRole('region', { name: 'Code snippets' }).scrollIntoViewIfNeeded();
  await shoot(page, 'try-it-out', 3);

  // Production access.
  await visit(page, '/myRequest');
  await shoot(page, 'production-access', 0);
  await page.getByRole('link', { name: 'Request production access' }).first().click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'production-access', 1);
  await visit(page, '/admin/access');
  await shoot(page, 'production-access', 2);
  await visit(page, '/application');
  await page.getByRole('link', { name: `${appName}: open details` }).click();
  await expect(page.getByRole('heading', { name: appName, level: 1 })).toBeVisible();
  await shoot(page, 'production-access', 3);
});
