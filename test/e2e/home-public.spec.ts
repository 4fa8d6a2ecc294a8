/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { uniqueEmail } from '../support/accounts';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, firstMove: 'Slides 3 to 5 of 6' },
  { name: 'phone', viewport: { width: 390, height: 844 }, firstMove: 'Slide 2 of 6' },
];

const homeShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'APIs that move cars' })).toBeVisible();

for (const { name, viewport, firstMove } of widths) {
  test.describe(`home on a ${name} screen`, () => {
    test.use({ viewport });

    test('the programme carousel pauses and moves on; the business section leads to a category', async ({
      page,
    }) => {
      await page.goto('/');
      await homeShown(page);
      const carousel = page.getByRole('region', { name: 'Programme highlights' });
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await expect(
        carousel.getByRole('button', { name: 'Start automatic slide show' }),
      ).toBeVisible();
      await expect(carousel.getByText(/^Slides? 1 (to 3 )?of 6$/)).toBeVisible();
      await carousel.getByRole('button', { name: 'Next slides' }).click();
      await expect(carousel.getByText(firstMove)).toBeVisible();

      const business = page.getByRole('region', { name: 'What partners build with Marque' });
      await expect(business.getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('heading', { name: 'Why build on Marque' })).toBeVisible();
      await expectNoAxeViolations(page);
      await business.getByRole('link', { name: 'Customer APIs for connected-car apps' }).click();
      await expect(page).toHaveURL(/\/apis\/services\/Customer$/);
    });

    test('stay tuned: a wrong address is refused, a new one thanked, the same one again already subscribed', async ({
      page,
    }) => {
      const email = uniqueEmail('stay-tuned-e2e');
      await page.goto('/');
      await homeShown(page);
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel('Your e-mail address');

      await field.fill('not-an-email');
      await footer.getByRole('button', { name: 'Keep me posted' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stay tuned' });
      await expect(dialog.getByText('Please enter valid email')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel('E-mail address').fill(email);
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog.getByText(`We will write to ${email}`, { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
      // It closes by itself 5 s after the answer.
      await expect(dialog).toBeHidden({ timeout: 8000 });

      await field.fill(email);
      await footer.getByRole('button', { name: 'Keep me posted' }).click();
      await expect(
        dialog.getByText(`${email} is already subscribed.`, { exact: false }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test('a closed banner stays closed after a reload', async ({ page }) => {
      await page.goto('/');
      const notice = page
        .getByRole('complementary', { name: 'Important notice' })
        .filter({ hasText: 'decommissioned on 30 July' });
      await expect(notice.getByRole('link', { name: /Go to the new portal/ })).toBeVisible();
      await notice.getByRole('button', { name: 'Close notice' }).click();
      await expect(notice).toBeHidden();

      const banners = page.waitForResponse((r) => r.url().includes('/content/banner'));
      await page.reload();
      await homeShown(page);
      expect((await banners).ok()).toBe(true);
      await expect(page.getByText('decommissioned on 30 July')).toBeHidden();
    });
  });
}
