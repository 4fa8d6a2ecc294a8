import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Spec §2: paths with script-like or angle-bracket text, and fragments carrying script payloads,
 * go to /404. Whatever the payload, the page shows the 404 page, nothing of the payload runs
 * (no dialog, no marker set) and none of its markup lands in the page.
 */
const payloads: [string, string][] = [
  ['a script element in the path', '/<script>alert(1)</script>'],
  ['an encoded script element under /apis', '/apis/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a double-encoded script element', '/apis/%253Cscript%253Ealert(1)%253C%252Fscript%253E'],
  ['a javascript: URL as a path segment', '/blog/javascript:alert(1)'],
  ['an event handler in the path', '/faq/x%22%20onmouseover=alert(1)'],
  ['an image with onerror in the fragment', '/#<img src=x onerror="window.__xss=1;alert(1)">'],
  ['an svg with onload in the fragment', '/faq#<svg/onload=alert(1)>'],
  ['a script element in the query', '/apis/category?search=<script>alert(1)</script>'],
];

/** Every dialog a page opens (an alert would mean a payload ran); each is dismissed. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  // index.html's own theme script stays; no script of the payload's joined it.
  const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.text));
  expect(scripts.filter((text) => text.includes('alert('))).toEqual([]);
}

for (const [what, url] of payloads) {
  test(`${what} goes to the 404 page and runs nothing`, async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto(url);
    await expectNotFoundPage(page);
    await expectNothingRan(page, dialogs);
  });
}

test('a script path reached inside the app (history, no reload) goes to the 404 page too', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/apis/%3Cimg%20src=x%20onerror=alert(1)%3E');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNotFoundPage(page);
  await expectNothingRan(page, dialogs);
});

test('an ordinary path and fragment are left as they are', async ({ page }) => {
  await page.goto('/faq#general');
  await expect(page).toHaveURL(/\/faq#general$/);
  await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
});
