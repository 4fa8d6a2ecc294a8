import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { approvedDeveloper } from './support/customer-sign-in';
import { signInThroughUi, signOutThroughUi } from './support/portal-ui';

interface SiteConfig {
  apiUrl: string;
  /** `http://…/{apiId}/{stage}` */
  productApiUrl: string;
}

/** A sandbox URL of a service's product API, found as a developer would: catalogue, then config. */
async function sandboxUrl(page: Page, category: string, service: string, path: string) {
  const config = (await (await page.request.get('/config.json')).json()) as SiteConfig;
  const answer = await page.request.get(
    `${config.apiUrl}/catalogue/categories/${category}/services/${service}`,
  );
  const { apiId } = ((await answer.json()) as { service: { apiId: string } }).service;
  return config.productApiUrl.replace('{apiId}', apiId).replace('{stage}', 'sandbox') + path;
}

test('a developer creates an application, subscribes it under Basic, calls the API with its key, sees the call on My Dashboard and rotates the key', async ({
  page,
}) => {
  // A dozen page loads, seven axe runs, two widths and three sign-ins (one in the page): past
  // 120 s on a cold dev server on two cores.
  test.setTimeout(240_000);
  // A partner, not an admin: Presales is open to it because an admin approved its request.
  const password = 'Journey#Apps2026';
  const email = await approvedDeveloper(page, password, 'Presales', 'apps-journey');
  await signInThroughUi(page, email, password);

  await page.goto('/application');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create application' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create application' });
  await create.getByRole('textbox', { name: 'Application name' }).fill('journey-app');
  await create.getByRole('textbox', { name: /Description/ }).fill('Browser journey');
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('link', { name: 'journey-app: open details' })).toBeVisible();
  // The list once the dialog has gone: nothing of it left hiding or trapping the page.
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  await page.goto('/apis/servicesdetail/Presales/price-quote');
  // The service-detail page's guided tour, once per user: closed with Esc, it is done.
  const tour = page.getByRole('dialog', { name: 'Versions' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe to Price Quote' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe to Price Quote' });
  // The only application and the first plan this deployment offers are chosen already.
  await expect(subscribe.getByRole('combobox', { name: 'Application' })).toHaveValue('journey-app');
  await expect(subscribe.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expect(subscribe.getByText('100,000 calls a month · rate 200/s · burst 100')).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(subscribe.getByRole('heading', { name: 'Key created' })).toBeFocused();
  await expect(subscribe).not.toContainText('API key id');
  // The key itself, revealed in place: the one the gateway takes as x-api-key.
  await subscribe.getByRole('button', { name: 'Reveal Price Quote key' }).click();
  await expect(subscribe.getByRole('button', { name: 'Hide Price Quote key' })).toBeFocused();
  const dialogKey = (await subscribe.locator('.masked-key code').textContent())?.trim() ?? '';
  expect(dialogKey).toMatch(/^[A-Za-z0-9]{20,}$/);
  await subscribe.getByRole('button', { name: 'Copy Price Quote key' }).click();
  await expect(subscribe.getByRole('button', { name: 'Price Quote key copied' })).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  // It stays open until the partner closes it; then the page says the service is subscribed.
  await expect(subscribe).toBeVisible();
  await subscribe.getByRole('button', { name: 'Close' }).last().click();
  await expect(subscribe).toBeHidden();
  await expect(page.getByText('Subscribed with journey-app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe to Price Quote' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View key of journey-app' }).click();
  await expect(page).toHaveURL(/\/application\/appdetails\?applicationId=/);
  const row = page.getByRole('row', { name: /Price Quote/ });
  await expect(row.getByText('Basic', { exact: true })).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Price Quote documentation' })).toHaveAttribute(
    'href',
    /^\/apis\/detail\//,
  );

  // From the keyboard: focus stays on the button, which now hides the key.
  await row.getByRole('button', { name: 'Reveal Price Quote key' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Hide Price Quote key' })).toBeFocused();
  const key = (await row.locator('code').textContent())?.trim() ?? '';
  expect(key).toBe(dialogKey);
  await row.getByRole('button', { name: 'Copy Price Quote key' }).click();
  await expect(row.getByRole('button', { name: 'Price Quote key copied' })).toBeVisible();

  // The key works against its own service's sandbox, and nothing works without it (401: API
  // Gateway's answer when the authorizer's identity source, the x-api-key header, is missing),
  // nor with the key's last four characters as shown before Reveal: each answer says what to send.
  const url = await sandboxUrl(page, 'Presales', 'price-quote', '/v1/models/TEST1234/variants');
  expect((await page.request.get(url, { headers: { 'x-api-key': key } })).status()).toBe(200);
  const keyless = await page.request.get(url);
  expect(keyless.status()).toBe(401);
  expect(await keyless.json()).toEqual({
    message: "Missing API key: send your application's key in the x-api-key header.",
  });
  const partial = await page.request.get(url, { headers: { 'x-api-key': key.slice(-4) } });
  expect(partial.status()).toBe(403);
  expect(await partial.json()).toEqual({
    message:
      "Invalid API key: send the key shown on your application's page (Reveal) for this API and stage in the x-api-key header.",
  });

  // My Dashboard counts the call made with the key (the one refused without a key is no one's).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'journey-app' })).toBeVisible();
  const usage = page.getByRole('article', { name: 'Price Quote (sandbox)' });
  await expect(
    usage.getByRole('meter', { name: 'Price Quote (sandbox) quota used this month' }),
  ).toHaveAttribute('aria-valuetext', '1 of 100,000 calls used (<1%)');
  await expect(usage.getByText('99,999', { exact: true })).toBeVisible();
  await expect(usage.getByRole('figure')).toContainText(/^1 call from /);
  await expect(usage.locator('canvas').first()).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  // Rotating the key: a new key at once, and the old one keeps working through the overlap window.
  await page.goto('/application');
  await page.getByRole('link', { name: 'journey-app: open details' }).click();
  await row.getByRole('button', { name: 'Rotate key of Price Quote' }).click();
  const rotate = page.getByRole('alertdialog', { name: 'Rotate key' });
  await expect(rotate).toContainText('keeps working for 24 hours');
  await rotate.getByRole('button', { name: 'Rotate key' }).click();
  await expect(rotate).toBeHidden();
  await expect(
    row.getByText(/^Old key works until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Reveal Price Quote key' }).click();
  await expect(row.getByRole('button', { name: 'Hide Price Quote key' })).toBeVisible();
  const newKey = (await row.locator('code').textContent())?.trim() ?? '';
  expect(newKey).toMatch(/^[A-Za-z0-9]{20,}$/);
  expect(newKey).not.toBe(key);
  expect((await page.request.get(url, { headers: { 'x-api-key': newKey } })).status()).toBe(200);
  expect((await page.request.get(url, { headers: { 'x-api-key': key } })).status()).toBe(200);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  // The same list and dialog on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/application');
  await expect(page.getByRole('link', { name: 'journey-app: open details' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Price Quote (sandbox)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/apis/services/Presales');
  // The category page's tour, if it greets this user here (the tours have their own tests).
  const servicesTour = page.getByRole('dialog', { name: 'Services' });
  const touring = await servicesTour.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (touring) {
    await page.keyboard.press('Escape');
    await expect(servicesTour).toBeHidden();
  }
  await expect(page.getByText('Subscribed with journey-app')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe to Finance & EMI Calculator' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Subscribe to Finance & EMI Calculator' });
  await expect(phoneDialog.getByRole('combobox', { name: 'Application' })).toHaveValue(
    'journey-app',
  );
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signOutThroughUi(page, email);
});
