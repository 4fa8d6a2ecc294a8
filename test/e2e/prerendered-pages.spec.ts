/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The pre-rendered pages of the production build, which every browser spec runs against. */
const pages = [
  { path: '/', heading: 'APIs that move cars', content: 'Explore the APIs' },
  { path: '/contactus', heading: 'Contact us', content: 'Our API teams' },
  {
    path: '/apis/servicesdetail/Customer/vehicle-status',
    heading: 'Vehicle Status',
    content: 'Get vehicle status',
  },
  { path: '/apis/detail/verifyOtp', heading: 'Verify OTP', content: '/v1/otp/verify' },
  {
    path: '/blog/customer-authentication-is-live',
    heading: 'Customer Authentication is live',
    content: 'One-time passwords for your customers',
  },
];

test.describe('pre-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, content } of pages) {
    test(`${path} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(content).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
      expect(await page.title()).not.toBe('');
    });
  }
});

/** Errors the page logs: hydration mismatches (React's #418, #419, #425…) and anything else. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Hydrated: React has attached to the markup (its fiber keys are on the root's first child). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__react')));
  });
}

test.describe('pre-rendered pages with JavaScript', () => {
  for (const { path, heading } of pages) {
    test(`${path} hydrates without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a link on a hydrated page navigates in the app, without a page load', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CONTACT US' })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  test('a route that was not pre-rendered still renders in the browser', async ({ page }) => {
    await page.goto('/signIn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);
  });
});
