/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const gold = 'rgb(224, 165, 38)';

/** The public pages, each with what shows once it has loaded. */
const publicPages: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: 'Explore the APIs' }) },
  {
    path: '/apis/category',
    ready: (page) => page.getByRole('link', { name: 'Presales', exact: true }),
  },
  {
    path: '/apis/services/Presales',
    ready: (page) => page.getByRole('link', { name: 'Browse Price Quote' }),
  },
  {
    path: '/apis/servicesdetail/Operations/fleet-telematics',
    ready: (page) => page.getByRole('table'),
  },
  { path: '/apis/servicesdetail/OCR/document-ocr', ready: (page) => page.getByRole('table') },
  {
    path: '/apis/detail/getVehicleStatus',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  { path: '/signIn', ready: (page) => page.getByRole('img', { name: /captcha image/i }) },
  { path: '/register', ready: (page) => page.getByRole('heading', { name: 'Register' }) },
  {
    path: '/forgotPassword',
    ready: (page) => page.getByRole('heading', { name: 'Forgot password' }),
  },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  { path: '/noAccess', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a desktop screen', () => {
  test.use({ viewport: desktop });

  test('the hero invites to explore the APIs and leads to the categories', async ({ page }) => {
    await page.goto('/');
    const explore = page.getByRole('link', { name: 'Explore the APIs' });
    await expect(explore).toHaveAttribute('href', '/apis/category');
    await expect(page.getByText('200 OK')).toBeVisible();
    await explore.click();
    await expect(page).toHaveURL(/\/apis\/category$/);
    await expect(page.getByRole('heading', { name: 'API products', level: 1 })).toBeVisible();
  });

  test('PRODUCT stays highlighted below the category page', async ({ page }) => {
    for (const path of [
      '/apis/category',
      '/apis/services/Presales',
      '/apis/servicesdetail/Presales/price-quote',
      '/apis/detail/getVehicleStatus',
    ]) {
      await page.goto(path);
      const product = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'PRODUCT' });
      await expect(product).toHaveAttribute('aria-current', /^(page|true)$/);
      await expect(product).toHaveCSS('box-shadow', new RegExp(gold.replace(/[()]/g, '\\$&')));
    }
  });

  test("the footer's Terms of use opens the twelve clauses", async ({ page }) => {
    await page.goto('/apis/category');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms Of Use' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(12);
    await expect(page).toHaveURL(/\/apis\/category$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the register form shows the password rule under the password field', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    const rule = page.getByText(/^8 to 20 characters/);
    await expect(password).toHaveAccessibleDescription(/^8 to 20 characters/);
    const passwordBox = await password.boundingBox();
    const ruleBox = await rule.boundingBox();
    expect(ruleBox?.y).toBeGreaterThan((passwordBox?.y ?? 0) + (passwordBox?.height ?? 0) - 1);
  });
});

for (const viewport of [desktop, phone]) {
  test(`API paths wrap only after a slash at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [
      '/apis/servicesdetail/Operations/fleet-telematics',
      '/apis/servicesdetail/OCR/document-ocr',
      '/apis/servicesdetail/Customer/vehicle-status',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      // A piece ('vehicles/', 'registration-certificate') drawn on two lines has two boxes.
      const splitPieces = await page
        .locator('.api-table code span')
        .evaluateAll((pieces) =>
          pieces.filter((piece) => piece.getClientRects().length > 1).map((p) => p.textContent),
        );
      expect(splitPieces, path).toEqual([]);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const { path, ready } of publicPages) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the side panel marks PRODUCT on a service page', async ({ page }) => {
    await page.goto('/apis/servicesdetail/Presales/price-quote');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'PRODUCT' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('Sign Out in the phone side panel looks like the panel links around it', async ({ page }) => {
  await signInThroughUi(page, admin().email, admin().password);
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  const look = (item: Locator) =>
    item.evaluate((element) => {
      const style = getComputedStyle(element);
      return [
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.letterSpacing,
        style.color,
        style.paddingLeft,
        style.backgroundColor,
        element.getBoundingClientRect().width,
        element.getBoundingClientRect().height,
      ];
    });
  expect(await look(panel.getByRole('button', { name: 'Sign Out' }))).toEqual(
    await look(panel.getByRole('link', { name: 'My Dashboard' })),
  );
  await page.keyboard.press('Escape');
  await page.setViewportSize(desktop);
  await signOutThroughUi(page, admin().email);
});
