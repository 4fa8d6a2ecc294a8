/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { localAdmin } from '../../bin/local-admin';

const admin = localAdmin({});

async function signIn(page: Page): Promise<void> {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

const storedIdToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });

test('the seeded admin signs in, sees the Admin entry and reaches the admin area', async ({
  page,
}) => {
  await signIn(page);
  const userMenu = page.getByRole('button', { name: new RegExp(admin.email) });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  await userMenu.click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
});

test('the admin stays signed in across a token refresh', async ({ page }) => {
  await signIn(page);
  const before = await storedIdToken(page);
  expect(before).toBeTruthy();
  // Tell Amplify its tokens expired (as after an hour): the next session read must refresh them.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
    }
  });
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(admin.email) })).toBeVisible();
  await expect.poll(() => storedIdToken(page)).not.toBe(before);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
});

test('a visitor without a session is sent from /admin to /signIn', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a wrong password is refused with the login error', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('Wrong#Password1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Invalid Username / Password')).toBeVisible();
});
