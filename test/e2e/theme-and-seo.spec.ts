/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { trackRequests, waitForQuietNetwork } from './support/network-quiet';

/** The public routes, each with a heading it shows once loaded. */
const publicRoutes: { path: string; heading: RegExp; meta: boolean }[] = [
  // The home page's PageMeta is wired by the home page's owner: its SEO tags are not asserted here.
  { path: '/', heading: /APIs that move cars/, meta: false },
  { path: '/home', heading: /APIs that move cars/, meta: false },
  { path: '/apis/category', heading: /^API products$/, meta: true },
  { path: '/apis/services/Presales', heading: /^Presales$/, meta: true },
  { path: '/apis/servicesdetail/Operations/fleet-telematics', heading: /Fleet/, meta: true },
  { path: '/apis/detail/getVehicleStatus', heading: /./, meta: true },
  { path: '/contactus', heading: /^Contact us$/, meta: true },
  { path: '/getting-started', heading: /Getting started/i, meta: true },
  { path: '/workinprogress', heading: /We are building this feature/, meta: true },
  { path: '/signIn', heading: /./, meta: true },
  { path: '/register', heading: /^Register$/, meta: true },
  { path: '/forgotPassword', heading: /Forgot password/, meta: true },
  { path: '/noAccess', heading: /./, meta: true },
  { path: '/faq', heading: /FAQ/, meta: true },
  { path: '/sendQuery', heading: /./, meta: true },
  { path: '/blogs', heading: /./, meta: true },
  {
    path: '/blog/customer-authentication-is-live',
    heading: /Customer Authentication is live/,
    meta: true,
  },
  { path: '/documents', heading: /./, meta: true },
  { path: '/getting-started-new', heading: /./, meta: true },
  { path: '/no-such-page', heading: /^Page not found$/, meta: true },
];

const htmlTheme = (page: Page) => page.locator('html');

/** Opens `path` in `theme` as the device's setting (no stored choice) and waits for its heading. */
async function openIn(page: Page, path: string, theme: 'light' | 'dark', heading: RegExp) {
  await page.emulateMedia({ colorScheme: theme });
  trackRequests(page);
  await page.goto(path);
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  // The page's own data (a service's name, a post's title) is in before its tags are read.
  await waitForQuietNetwork(page);
}

test('the header switch steps System → Light → Dark, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/contactus');
  const header = page.getByRole('banner');
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');

  await header.getByRole('button', { name: 'Theme: System' }).click();
  await expect(header.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  await header.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(header.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).not.toBe('rgb(244, 246, 250)');

  await page.reload();
  // Applied before first paint by index.html's script, then shown by the switch.
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'dark',
  );

  // Back to System: the device's light setting wins again, and nothing is stored.
  await page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('marque.theme'))).toBeNull();
});

test("with no stored choice the device's dark setting gives the dark theme from the first paint", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/apis/category');
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Theme: System' }),
  ).toBeVisible();
  // Following the device while the choice is System.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
});

test('each public page has its own title, a description and Open Graph tags', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const { path, heading, meta } of publicRoutes.filter((route) => route.meta)) {
    await openIn(page, path, 'light', heading);
    const title = await page.title();
    expect(title, path).toMatch(/· Marque$/);
    expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    if (!meta) continue;
    const content = (selector: string) =>
      page.locator(`head meta[${selector}]`).getAttribute('content');
    expect(await page.locator('head meta[name="description"]').count(), path).toBe(1);
    expect((await content('name="description"'))?.length ?? 0, path).toBeGreaterThan(30);
    expect(await content('property="og:title"'), path).toBe(title);
    expect(await content('property="og:image"'), path).toMatch(/\/social-card\.png$/);
    expect(await content('property="og:url"'), path).toMatch(new RegExp(`${path}$`));
    expect(await content('name="twitter:card"'), path).toBe('summary_large_image');
  }
  const card = await page.request.get('/social-card.png');
  expect(card.headers()['content-type']).toBe('image/png');
});

test('robots.txt and sitemap.xml are served on the site origin', async ({ page, baseURL }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /admin');
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/apis/category</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/apis/servicesdetail/Operations/fleet-telematics</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/apis/detail/getVehicleStatus</loc>`);
  expect(xml).not.toContain('/admin');
});
