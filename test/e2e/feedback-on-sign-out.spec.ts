import { type Page } from '@playwright/test';
import { seededPartner } from '../../infra/local/seeds/seeded-partner';
import { expect, test } from './support/test';
import { signInThroughUi } from './support/portal-ui';

const { email, password } = seededPartner;
const userMenu = (page: Page) =>
  page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) });

test('the seeded partner, a month in and no feedback given, is asked for it on Sign Out', async ({
  page,
}) => {
  await signInThroughUi(page, email, password, { tourSeen: true });
  const tour = page.getByRole('dialog', { name: 'Explore the catalogue' });
  if (await tour.isVisible()) await page.keyboard.press('Escape');

  // Share goes to the survey, still signed in.
  await userMenu(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your feedback' })).toBeVisible();
  await expect(userMenu(page)).toBeVisible();

  // Maybe Later signs out; the feedback is still pending for the next time.
  await userMenu(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('link', { name: 'SIGN IN' }).first()).toBeVisible();
});
