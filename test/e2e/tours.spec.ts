import type { Page } from '@playwright/test';
import { firstCallMessages } from '../../shared/first-call-messages';
import { colourRules, expectNoAxeViolations, waitForContent, widths } from './support/axe-check';
import { approvedDeveloper } from './support/customer-sign-in';
import { waitForQuietNetwork, trackRequests } from './support/network-quiet';
import { activePartner, signInThroughUi, signOutThroughUi } from './support/portal-ui';
import { expect, test } from './support/test';

/** A page of each guided tour after home, with its heading. */
const tourPages = [
  { path: '/apis/category', heading: 'API products' },
  { path: '/apis/services/Presales', heading: 'Presales' },
  { path: '/apis/servicesdetail/Presales/price-quote', heading: 'Price Quote' },
  { path: '/apis/detail/createPriceQuoteV2', heading: 'Create price quote' },
];

const tourPopover = (page: Page) => page.locator('.driver-popover');

/**
 * Loads `path` and checks that no tour shows once the page has decided: its content is in and
 * the network quiet, so the tour progress has been answered and the tour runner (were a tour
 * wanted) loaded.
 */
async function expectNoTourOn(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForContent(page);
  await expect(tourPopover(page)).toHaveCount(0);
}

test("'Skip all tours' in the home tour: no page shows a tour again in any browser, until 'Show the tours again'", async ({
  page,
  browser,
}, testInfo) => {
  const password = 'Journey#Tours2026';
  const email = await activePartner(page, 'tours-skip', password);
  // The first sign-in's home tour stays open here (the helper would close it).
  await signInThroughUi(page, email, password, { tourSeen: true });
  const tour = page.getByRole('dialog', { name: 'Explore the catalogue' });
  await expect(tour).toBeVisible();
  const skip = tour.getByRole('button', { name: 'Skip all tours' });
  await expect(skip).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('tour-popover-1280.png') });
  await expectNoAxeViolations(page);
  await page.setViewportSize(widths.phone);
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('tour-popover-390.png') });
  await expectNoAxeViolations(page);
  // The dark theme swaps colour tokens only: its colour rules, on the popover.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.screenshot({ path: testInfo.outputPath('tour-popover-390-dark.png') });
  await expectNoAxeViolations(page, { rules: colourRules, include: '.driver-popover' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });

  await skip.click();
  await expect(tour).toBeHidden();
  await expect(page.getByText(firstCallMessages.toursSkipped)).toBeVisible();

  trackRequests(page);
  for (const { path, heading } of tourPages) await expectNoTourOn(page, path, heading);
  await signOutThroughUi(page, email);

  // Another browser asks the server.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    trackRequests(second);
    await signInThroughUi(second, email, password, { tourSeen: true });
    await waitForContent(second);
    await expect(tourPopover(second)).toHaveCount(0);
    for (const { path, heading } of tourPages) await expectNoTourOn(second, path, heading);
    await second.reload();
    await waitForContent(second);
    await expect(tourPopover(second)).toHaveCount(0);

    await second.goto('/myProfile');
    const tours = second.getByRole('region', { name: 'Guided tours' });
    await tours.getByRole('button', { name: 'Show the tours again' }).click();
    await expect(tours.getByRole('status')).toHaveText(firstCallMessages.toursShownAgain);
    // The next page's tour is back.
    await second.getByRole('navigation').getByRole('link', { name: 'PRODUCT' }).first().click();
    const categoriesTour = second.getByRole('dialog', { name: 'API categories' });
    await expect(categoriesTour).toBeVisible();
    await expect(categoriesTour.getByRole('button', { name: 'Skip all tours' })).toBeVisible();
    await second.keyboard.press('Escape');
    await expect(categoriesTour).toBeHidden();
    await signOutThroughUi(second, email);
  } finally {
    await other.close();
  }
});

test('a Subscribe dialog opened at once on a service page whose tour is due is never covered: the tour waits for it to close', async ({
  page,
}) => {
  const password = 'Journey#Tours2026';
  const email = await approvedDeveloper(page, password, 'Presales', 'tours-dialog');
  await signInThroughUi(page, email, password);

  // The page's tour progress is held until the dialog is open, so the tour is surely due then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/users/me/tours', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  trackRequests(page);
  await page.goto('/apis/servicesdetail/Presales/price-quote');
  await page.getByRole('button', { name: 'Subscribe to Price Quote' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe to Price Quote' });
  await expect(subscribe).toBeVisible();

  const progress = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/users/me/tours') &&
      response.request().method() === 'GET',
  );
  release();
  expect((await progress).status()).toBe(200);
  await waitForQuietNetwork(page);
  await expect(tourPopover(page)).toHaveCount(0);
  await expect(subscribe).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(subscribe).toBeHidden();
  // On the same visit, the tour shows once no dialog is open.
  const tour = page.getByRole('dialog', { name: 'Versions' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await signOutThroughUi(page, email);
});
