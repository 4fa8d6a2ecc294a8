import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import {
  activePartner,
  admin,
  portalOf,
  signInThroughUi,
  signOutThroughUi,
} from './support/portal-ui';

/** The signed-in user's ID token as the page keeps it (Amplify's storage). */
async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.idToken'));
    return key ? window.localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('No ID token in the page');
  return token;
}

/** A call to the portal API as the signed-in user of the page. */
async function portalCall<T>(page: Page, method: string, path: string, body?: unknown) {
  const { apiUrl } = await portalOf(page);
  const answer = await page.request.fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
    data: body,
  });
  expect(answer.status(), `${method} ${path}`).toBe(200);
  return (await answer.json()) as T;
}

test('a visitor reads the documentation with a masked URL and is asked to sign in to try out', async ({
  page,
}) => {
  await page.goto('/apis/detail/createPriceQuoteV2');
  await expect(page.getByRole('heading', { level: 1, name: 'Create price quote' })).toBeVisible();
  await expect(page.getByText(/^http:\/\/•+\/v2\/quotes$/)).toBeVisible();
  await expect(
    page.getByText("Please signin to use 'try out' feature for this service."),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sample responses' })).toContainText('201');
});

test('the header search suggests APIs from 3 characters, opens one from the keyboard and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search APIs and FAQ' });
  await expect(search).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await search.fill('price quote');
  const option = page.getByRole('option', { name: /Create price quote/ }).first();
  await expect(option).toBeVisible();
  // Down the list to that suggestion, wherever the ranking puts it, once the answers settle.
  await page.waitForLoadState('networkidle');
  const optionId = await option.getAttribute('id');
  await expect
    .poll(
      async () => {
        await search.press('ArrowDown');
        return search.getAttribute('aria-activedescendant');
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(optionId);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/apis\/detail\/createPriceQuote/);

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search APIs and FAQ' }).fill('zzqxw');
  await expect(page.getByText('No Result found for : zzqxw')).toBeVisible();
});

test('a partner without access to the category is asked to request it', async ({ page }) => {
  const email = await activePartner(page, 'docs-noaccess', 'Partner#2026a');
  await signInThroughUi(page, email, 'Partner#2026a');
  await page.goto('/apis/detail/createPriceQuoteV2');
  const tour = page.getByRole('dialog', { name: 'APIs of this version' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText(
      "Please request access for Presales to use the 'try out' feature for this service.",
    ),
  ).toBeVisible();
  await signOutThroughUi(page, email);
});

test('with a subscription, a developer generates a token, tries an operation live and copies a snippet', async ({
  page,
}) => {
  await signInThroughUi(page, admin().email, admin().password);
  const { item } = await portalCall<{ item: { applicationId: string } }>(
    page,
    'POST',
    '/applications',
    { applicationName: 'docs-app', applicationDescription: 'Try-out journey' },
  );
  await portalCall(page, 'POST', '/applications/subscriptions', {
    applicationName: 'docs-app',
    usagePlan: 'Basic',
    category: 'Sales',
    service: 'vehicle-orders',
  });
  const credentials = await portalCall<{ item: { clientId: string }; clientSecret: string }>(
    page,
    'POST',
    `/applications/${item.applicationId}/client-credentials`,
  );

  await page.goto('/apis/detail/getVehicleOrder');
  const tour = page.getByRole('dialog', { name: 'APIs of this version' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  await expect(tryOut.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'docs-app · Basic',
  );
  const orderId = tryOut.getByRole('textbox', { name: /orderId/ });
  await orderId.fill((await orderId.getAttribute('placeholder')) ?? 'ORD-26-0000001');

  await tryOut.getByRole('button', { name: 'Generate token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate token' });
  await dialog.getByRole('textbox', { name: 'Client ID' }).fill(credentials.item.clientId);
  await dialog.getByRole('textbox', { name: 'Client Secret' }).fill(credentials.clientSecret);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByRole('button', { name: 'Copy Access token' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(tryOut.getByRole('textbox', { name: 'Access token' })).not.toHaveValue('');

  await tryOut.getByRole('button', { name: 'Send' }).click();
  await expect(tryOut.getByText('200', { exact: false }).first()).toBeVisible();
  await expect(tryOut).toContainText('OK');
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  await tryOut.getByRole('button', { name: 'Show code snippets' }).click();
  const snippets = page.getByRole('region', { name: 'Code snippets' });
  await expect(snippets).toContainText('curl');
  await snippets
    .getByRole('button', { name: /^Copy .* snippet$/ })
    .first()
    .click();
  await expect(snippets.getByRole('button', { name: /snippet copied$/ })).toBeVisible();
  await signOutThroughUi(page, admin().email);
});
