/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, developer, signInThroughUi, signOutThroughUi } from './support/portal-ui';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };
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

/** Where the search box's placeholder ends, and where the box's text area does. */
const placeholderRoom = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const { left, right } = input.getBoundingClientRect();
    return {
      placeholderEnd:
        left + parseFloat(style.paddingLeft) + context.measureText(input.placeholder).width,
      textEnd: right - parseFloat(style.paddingRight),
    };
  });

for (const viewport of [desktop, laptop]) {
  test(`at ${viewport.width}px the search chips leave 'Search APIs' readable and the title keeps one line`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search APIs and FAQ' });
    await expect(box).toBeVisible();
    const { placeholderEnd } = await placeholderRoom(box);
    const hint = page.locator('.header-search__hint');
    if (await hint.isVisible()) {
      expect((await hint.boundingBox())?.x).toBeGreaterThanOrEqual(placeholderEnd);
    }
    const titleLines = await page.locator('.brand__tag').evaluate((tag) => {
      const range = document.createRange();
      range.selectNodeContents(tag);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(titleLines, "'API Marketplace' lines").toBe(1);
  });
}

test('at 1280px the documentation page lines up with the header’s container', async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto('/apis/detail/getVehicleStatus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const contentBox = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return {
        left: Math.round(rect.left + parseFloat(style.paddingLeft)),
        right: Math.round(rect.right - parseFloat(style.paddingRight)),
      };
    });
  expect(await contentBox('.doc-page')).toEqual(await contentBox('.site-header__inner'));
});

for (const viewport of [laptop, phone]) {
  test(`at ${viewport.width}px the sign-in and register welcome is as tall as what it says`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/signIn', '/register']) {
      await page.goto(path);
      const welcome = page.getByRole('region', { name: /Welcome to the Marque/ });
      await expect(welcome).toBeVisible();
      const { height, content } = await welcome.evaluate((element) => {
        const style = getComputedStyle(element);
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          height: element.getBoundingClientRect().height,
          content:
            range.getBoundingClientRect().height +
            parseFloat(style.paddingTop) +
            parseFloat(style.paddingBottom),
        };
      });
      // Room for the first and last lines' margins, no more: no empty dark area below the points.
      expect(height, path).toBeLessThanOrEqual(content + 40);
    }
  });

  test(`at ${viewport.width}px, signed in, the search box is named and table captions run the table’s width`, async ({
    page,
  }) => {
    const { email, password } = developer();
    await page.setViewportSize(laptop);
    await signInThroughUi(page, email, password);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search APIs and FAQ' });
    await expect(search).toBeVisible();
    // Its placeholder is its visible label: the box keeps room for it beside the user menu.
    const { placeholderEnd, textEnd } = await placeholderRoom(search);
    expect(placeholderEnd).toBeLessThanOrEqual(textEnd);
    // And the header's items stay in its container (a long address pushed them out).
    const header = await page.locator('.site-header__inner').evaluate((inner) => ({
      contentRight:
        inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight),
      itemsRight: Math.max(
        ...Array.from(inner.children).map((item) => item.getBoundingClientRect().right),
      ),
    }));
    expect(header.itemsRight).toBeLessThanOrEqual(header.contentRight + 0.5);
    // The developer's approved access to Customer is a row of this cards-on-phones table.
    await page.goto('/userRequestAccess');
    const caption = page.getByText('Your category access requests');
    await expect(caption).toBeVisible();
    const captionBox = await caption.boundingBox();
    const tableBox = await page.locator('.table-scroll').boundingBox();
    expect(captionBox?.width ?? 0).toBeGreaterThanOrEqual((tableBox?.width ?? 0) * 0.9);
    await page.setViewportSize(laptop);
    await signOutThroughUi(page, email);
  });
}
