import { expect, test } from './support/test';
import { developer, signInThroughUi } from './support/portal-ui';

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

test('signed in on a small screen, every page keeps the logo mark and the menu icon whole', async ({
  page,
}) => {
  const { email, password } = developer();
  // Signed in on a desktop screen (the helper reads the header's user menu), then a phone's.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughUi(page, email, password);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/apis', '/application', '/keyManager', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const mark = await page.locator('.brand__mark').boundingBox();
    const icon = await page.getByRole('button', { name: 'Menu' }).locator('svg').boundingBox();
    expect(mark?.width, `${path}: logo mark`).toBeGreaterThanOrEqual(28);
    expect(icon?.width, `${path}: menu icon`).toBeGreaterThanOrEqual(18);
    // Nothing sticks out sideways: the header fits as the marks keep their size.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(375);
  }
  // Sign Out is in the side panel on a small screen (the one-session rule needs it).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
});

test('on a phone the open side panel is above the decommission banner: Sign Out shows whole', async ({
  page,
}) => {
  const { email, password } = developer();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughUi(page, email, password);
  // A short phone: the panel's last item reaches down to where the banner strip sits.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  const banner = page.locator('.content-banners');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const signOut = page.getByRole('dialog').getByRole('button', { name: 'Sign Out' });
  await signOut.scrollIntoViewIfNeeded();
  const box = await signOut.boundingBox();
  if (!box) throw new Error('Sign Out has no box');
  // Whatever the banner's box, what is drawn at Sign Out's corners is Sign Out.
  for (const [x, y] of [
    [box.x + 2, box.y + 2],
    [box.x + box.width / 2, box.y + box.height - 2],
  ] as const) {
    expect(
      await signOut.evaluate(
        (element, [px, py]) => element.contains(document.elementFromPoint(px, py)),
        [x, y] as const,
      ),
      `Sign Out at ${x},${y}`,
    ).toBe(true);
  }
  await signOut.click();
  await expect(page).toHaveURL(/\/$/);
});
