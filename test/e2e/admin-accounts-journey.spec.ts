import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { activePartner, admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

/** Confirms the decision the row's button opened and waits for its toast. */
async function decide(page: Page, action: 'Deactivate' | 'Activate', email: string, toast: string) {
  await page.getByRole('button', { name: `${action} ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByText(`${email}: ${toast}`);
  await expect(shown).toBeVisible();
  // The toast sits below the header: it never covers the user menu.
  // (Polled: a toast slides in, and moves when another one stacks with it.)
  const menu = await page.getByRole('banner').getByRole('button', { name: /@/ }).boundingBox();
  const shownToast = page.locator('[data-sonner-toast]').filter({ has: shown });
  await expect
    .poll(async () => {
      const box = await shownToast.boundingBox();
      return Boolean(box && menu && box.y >= menu.y + menu.height);
    })
    .toBe(true);
}

test('the admin deactivates and reactivates a user from the accounts section and finds both decisions in the audit log', async ({
  page,
}) => {
  const email = await activePartner(page, 'journey-accounts', 'Partner#2026a');
  await signInThroughUi(page, admin().email, admin().password);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();
  await expect(page.getByText(/\d+ users?$/)).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Accounts' }).getByRole('link').click();

  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await page.getByLabel('E-mail starts with').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('rowheader')).toHaveText([email]);
  await expectNoAxeViolations(page, { allRules: true });

  await decide(page, 'Deactivate', email, 'User deactivated. They have no API keys.');
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('Inactive');
  await decide(page, 'Activate', email, 'User activated.');
  await expect(page.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Target starts with').fill(`user:${email}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('table', { name: /Decisions from/ });
  const rows = log.getByRole('row').filter({ hasText: email });
  // Newest first: the reactivation, then the deactivation (the set-up's activation before them).
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('user.activate');
  await expect(rows.nth(0)).toContainText('userStatus: inactive → active');
  await expect(rows.nth(1)).toContainText('user.deactivate');
  await expect(rows.nth(1)).toContainText('userStatus: active → inactive');
  await expect(rows.nth(0)).toContainText(admin().email.toLowerCase());
  await expectNoAxeViolations(page, { allRules: true });

  await signOutThroughUi(page, admin().email);
});
