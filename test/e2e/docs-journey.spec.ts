import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { approvedDeveloper, portalCallAsUser } from './support/customer-sign-in';
import { activePartner, signInThroughUi, signOutThroughUi } from './support/portal-ui';

test('a visitor reads the documentation with a masked URL and is asked to sign in to try out', async ({
  page,
}) => {
  await page.goto('/apis/detail/createPriceQuoteV2');
  await expect(page.getByRole('heading', { level: 1, name: 'Create price quote' })).toBeVisible();
  // The scheme and path only (the pre-rendered page is written with the deployed https origin).
  await expect(page.getByText(/^https?:\/\/•+\/v2\/quotes$/)).toBeVisible();
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
  // A partner with access to Sales through an admin's approval, on its first visit (the tours).
  const password = 'Journey#Docs2026';
  const email = await approvedDeveloper(page, password, 'Sales', 'docs-journey');
  await signInThroughUi(page, email, password);
  const { item } = await portalCallAsUser<{ item: { applicationId: string } }>(
    page,
    'POST',
    '/applications',
    { applicationName: 'docs-app', applicationDescription: 'Try-out journey' },
  );
  await portalCallAsUser(page, 'POST', '/applications/subscriptions', {
    applicationName: 'docs-app',
    usagePlan: 'Basic',
    category: 'Sales',
    service: 'vehicle-orders',
  });
  const credentials = await portalCallAsUser<{ item: { clientId: string }; clientSecret: string }>(
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
  // A typo in the secret is told in the dialog and signs no one out.
  await dialog.getByRole('textbox', { name: 'Client Secret' }).fill(`${credentials.clientSecret}x`);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toContainText('Please enter valid credentials');
  await expect(page).toHaveURL(/\/apis\/detail\/getVehicleOrder$/);
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
  await signOutThroughUi(page, email);
});
