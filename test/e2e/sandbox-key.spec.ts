import type { Page } from '@playwright/test';
import { expectNoAxeViolations, widths } from './support/axe-check';
import { activePartner, signInThroughUi, signOutThroughUi } from './support/portal-ui';
import { expect, test } from './support/test';

interface SiteConfig {
  apiUrl: string;
  /** `http://…/{apiId}/{stage}` */
  productApiUrl: string;
}

/** A sandbox URL of a service's product API: the catalogue's apiId in the site's config URL. */
async function sandboxUrl(page: Page, category: string, service: string, path: string) {
  const config = (await (await page.request.get('/config.json')).json()) as SiteConfig;
  const answer = await page.request.get(
    `${config.apiUrl}/catalogue/categories/${category}/services/${service}`,
  );
  const { apiId } = ((await answer.json()) as { service: { apiId: string } }).service;
  return config.productApiUrl.replace('{apiId}', apiId).replace('{stage}', 'sandbox') + path;
}

/** A page's guided tour, if it greets this user here (the tours have their own tests). */
async function dismissTour(page: Page, name: string) {
  const tour = page.getByRole('dialog', { name });
  const touring = await tour.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!touring) return;
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
}

test("a new partner gets a sandbox key from a General service's page in one dialog and calls the API with it", async ({
  page,
  context,
}, testInfo) => {
  // Registration, activation and a sign-in by e-mailed code, four axe runs, two widths.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const password = 'Journey#Sandbox2026';
  const email = await activePartner(page, 'sandbox-key', password);
  await signInThroughUi(page, email, password);

  await page.goto('/apis/servicesdetail/General/recall-check');
  await dismissTour(page, 'Versions');
  await page.getByRole('button', { name: 'Get a sandbox key for Recall Check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox key for Recall Check' });
  // No application yet: one is made, its name offered and editable; Basic is chosen.
  await expect(dialog.getByRole('textbox', { name: 'Application name' })).toHaveValue(
    'recall-check-app',
  );
  await expect(dialog.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await page.screenshot({ path: testInfo.outputPath('sandbox-key-open-1280.png') });
  await page.setViewportSize(widths.phone);
  await page.screenshot({ path: testInfo.outputPath('sandbox-key-open-390.png') });

  await dialog.getByRole('button', { name: 'Get key' }).click();
  await expect(dialog.getByRole('heading', { name: 'Key created' })).toBeFocused();
  await expect(dialog).toContainText(
    'recall-check-app is subscribed to Recall Check (sandbox) under the Basic plan.',
  );
  await expect(dialog).toContainText('Send this key in the x-api-key header.');
  const shown = (await dialog.locator('.masked-key code').textContent())?.trim() ?? '';
  expect(shown).toMatch(/^[A-Za-z0-9]{20,}$/);
  await page.screenshot({ path: testInfo.outputPath('sandbox-key-done-390.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(widths.desktop);
  await dialog.getByRole('button', { name: 'Copy Recall Check key' }).click();
  await expect(dialog.getByRole('button', { name: 'Recall Check key copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await page.screenshot({ path: testInfo.outputPath('sandbox-key-done-1280.png') });

  // Closed, the page says the service is subscribed; the dialog offers that key again.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Subscribed with recall-check-app')).toBeVisible();
  await page.getByRole('button', { name: 'Get a sandbox key for Recall Check' }).click();
  await expect(dialog).toContainText(
    'recall-check-app already has a sandbox key for Recall Check, under the Basic plan.',
  );
  await dialog.getByRole('link', { name: 'Read the Recall Check documentation' }).click();

  // The documentation's try out has that subscription, chosen; no offer of another key.
  await expect(page).toHaveURL(/\/apis\/detail\//);
  await dismissTour(page, 'APIs of this version');
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  await expect(tryOut.getByRole('combobox', { name: 'Subscription key' })).toHaveValue(/.+/);
  await expect(tryOut.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'recall-check-app · Basic',
  );
  await expect(page.getByRole('button', { name: /Get a sandbox key/ })).toHaveCount(0);

  // The copied key, as a partner's own code would send it, against a GET of the service.
  const url = await sandboxUrl(page, 'General', 'recall-check', '/v1/recalls');
  const answer = await fetch(url, { headers: { 'x-api-key': copied } });
  expect(answer.status).toBe(200);

  await signOutThroughUi(page, email);
});

test('on the documentation, a new partner gets a sandbox key from the try-out and it is chosen there at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const password = 'Sandbox#Docs2026';
  const email = await activePartner(page, 'sandbox-docs', password);
  await signInThroughUi(page, email, password);

  await page.goto('/apis/detail/listRecallCampaigns');
  await dismissTour(page, 'APIs of this version');
  // Near the top, for a partner with no sandbox key for the service.
  const offer = page.getByText('No key for Recall Check yet? Get one for its sandbox in one step.');
  await expect(offer).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sandbox-key-docs-offer-1280.png') });
  // The route sweep sees the docs as the worker's developer, who holds no key for every service;
  // this partner's offer, in both themes' colours, once here.
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, { rules: ['color-contrast', 'link-in-text-block'] });
  await page.emulateMedia({ colorScheme: 'light' });
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  const select = tryOut.getByRole('combobox', { name: 'Subscription key' });
  await expect(select).toHaveAccessibleDescription(
    'None of your applications is subscribed to Recall Check in the sandbox. Get a key of your own, then try it out here.',
  );

  await tryOut.getByRole('button', { name: 'Get a sandbox key for Recall Check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox key for Recall Check' });
  // The plan's card: its label covers the radio.
  await dialog.getByText('Standard', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Get key' }).click();
  await expect(dialog.getByRole('heading', { name: 'Key created' })).toBeFocused();
  await expect(dialog).toContainText('under the Standard plan');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // The new subscription, chosen, with the focus; the offers have gone; try out answers with it.
  await expect(select).toHaveValue(/.+/);
  await expect(select).toContainText('recall-check-app · Standard');
  await expect(select).toBeFocused();
  await expect(page.getByRole('button', { name: /Get a sandbox key/ })).toHaveCount(0);
  await expect(offer).toBeHidden();
  await tryOut.getByRole('button', { name: 'Send' }).click();
  await expect(tryOut).toContainText('OK');
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  await signOutThroughUi(page, email);
});
