/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const pages = [
  { path: '/contactus', heading: 'Contact us' },
  { path: '/getting-started', heading: 'Getting started' },
  { path: '/workinprogress', heading: 'We are building this feature' },
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { name, viewport } of widths) {
  test.describe(`public content pages on a ${name} screen`, () => {
    test.use({ viewport });

    for (const { path, heading } of pages) {
      test(`${path} reads well: its heading, a title, no overflow`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(/· Marque$/);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  });
}

test('CONTACT US leads to the offices; an e-mail is copied with a tick for a second', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'CONTACT US' })
    .click();
  await expect(page).toHaveURL(/\/contactus$/);
  const offices = page.getByRole('list', { name: 'Our offices' });
  await expect(offices.getByRole('heading')).toHaveText(['Gurugram', 'New Delhi']);

  await page.getByRole('button', { name: 'Copy the New Delhi e-mail address' }).click();
  const copied = page.getByRole('button', { name: 'the New Delhi e-mail address copied' });
  await expect(copied).toHaveText(/Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'api.newdelhi@marque.example',
  );
  await expect(page.getByRole('button', { name: 'Copy the New Delhi e-mail address' })).toBeVisible(
    { timeout: 3_000 },
  );
});

test('getting started leads to the registration and the videos', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
});
