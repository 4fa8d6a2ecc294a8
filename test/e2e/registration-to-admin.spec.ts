import { registerPartner, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { admin, portalOf, signInThroughUi, signOutThroughUi } from './support/portal-ui';

test('a partner registers; the admin follows the notice to the account, pending activation, and activates it', async ({
  page,
}) => {
  const portal = await portalOf(page);
  const email = uniqueEmail('reg-to-admin');
  const since = new Date();
  expect((await registerPartner(portal, email, 'Partner#2026a')).status).toBe(200);

  // The admin's mail links the account by its whole address on the portal.
  const link = await waitForMail(
    portal.outboxUrl,
    admin().email,
    new RegExp(`^Review the account: (\\S+email=${encodeURIComponent(email)})$`, 'm'),
    since,
  );
  await signInThroughUi(page, admin().email, admin().password);
  try {
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto('/notifications');
    const notice = page
      .getByRole('list', { name: 'Notifications, newest first' })
      .getByRole('listitem')
      .filter({ hasText: `(${email})` });
    await expect(notice).toContainText('A partner registered and waits for activation');
    await notice.getByRole('link', { name: /^Open/ }).click();

    await expect(page).toHaveURL(link);
    await expect(page.getByLabel('E-mail starts with')).toHaveValue(email);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('rowheader')).toHaveText([email]);
    await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('Inactive');
    await expectNoAxeViolations(page, { allRules: true });

    await page.getByRole('button', { name: `Activate ${email}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(page.getByText(`${email}: User activated.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible();
  } finally {
    await signOutThroughUi(page, admin().email);
  }
  const signIn = await waitForMail(portal.outboxUrl, email, /^Sign in: (\S+)$/m, since);
  expect(new URL(signIn).pathname).toBe('/signIn');
});
