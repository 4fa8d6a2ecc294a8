/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

const storedIdToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });

test('an admin signs in with captcha and e-mailed code, and reaches the admin area', async ({
  page,
}) => {
  await signInThroughUi(page, admin().email, admin().password);
  await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(admin().email) }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await signOutThroughUi(page, admin().email);
});

test('the admin stays signed in across a token refresh', async ({ page }) => {
  await signInThroughUi(page, admin().email, admin().password);
  const before = await storedIdToken(page);
  expect(before).toBeTruthy();
  // Tell Amplify its tokens expired (as after an hour): the next session read must refresh them.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
    }
  });
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(admin().email) })).toBeVisible();
  await expect.poll(() => storedIdToken(page)).not.toBe(before);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await signOutThroughUi(page, admin().email);
});

test('a visitor without a session is sent from /admin to /signIn', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});
