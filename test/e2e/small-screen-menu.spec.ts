import { expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 740 } });

test('on a small screen the menu opens as a side panel with the same items, and Esc closes it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  for (const item of ['HOME', 'FAQ', 'CONTACT US', 'PRODUCT', "WHAT'S NEW", 'SIGN IN']) {
    await expect(panel.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
