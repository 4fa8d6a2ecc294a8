import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { waitForMail } from '../support/outbox';
import {
  activePartner,
  admin,
  portalOf,
  signInThroughUi,
  signOutThroughUi,
} from './support/portal-ui';
import { sandboxApplication } from './support/production-request';

const password = 'Partner#2026a';

test('a developer asks for production access, the admin approves, and the developer reveals the prod key with an e-mailed code, each time', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const partner = await activePartner(page, 'prod-journey', password);
  const { applicationName, serviceName } = await sandboxApplication(page, partner, password);

  // The developer fills the form from /myRequest.
  await signInThroughUi(page, partner, password);
  await page.goto('/myRequest');
  await expect(page.getByRole('heading', { name: 'No production requests yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Request production access' }).click();
  await expect(page.getByRole('heading', { name: 'Request production access' })).toBeVisible();
  await page.getByLabel('Department').selectOption('Connected Vehicle');
  await page.getByLabel('Project').selectOption('Remote Services');
  await page.getByLabel('Application DL (team e-mail)').fill('Fleet-Team@Partner.example');
  await page.getByLabel('Application', { exact: true }).selectOption(applicationName);
  await page.getByLabel('Service', { exact: true }).selectOption({ label: serviceName });
  await page.getByLabel('Production plan').selectOption('Standard');
  await page.getByLabel('Purpose of utilization').fill('Fleet tracking for 200 cars');
  await page.getByLabel('Rate (requests per second)').fill('5.5');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByLabel('Rate (requests per second)')).toHaveAccessibleDescription(
    'Only number are allowed',
  );
  await page.getByLabel('Rate (requests per second)').fill('200');
  await page.getByRole('button', { name: 'Submit request' }).click();

  // It is Pending on /myRequest.
  await expect(page).toHaveURL(/\/myRequest$/);
  await expect(page.getByText(/^Request .+ sent for approval\.$/)).toBeVisible();
  const mine = page.getByRole('table', { name: 'Your production access requests' });
  await expect(mine.getByRole('row', { name: new RegExp(applicationName) })).toContainText(
    'Pending',
  );
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await signOutThroughUi(page, partner);

  // The admin approves it on the Production tab, and signs out whatever happens.
  await signInThroughUi(page, admin().email, admin().password);
  try {
    await page.goto('/admin/access');
    await page.getByRole('tab', { name: 'Production' }).click();
    const approve = page.getByRole('button', {
      name: `Approve ${partner}'s request for ${applicationName}`,
    });
    await approve.click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve production request' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByText(`${partner}'s production request for ${applicationName} approved.`).first(),
    ).toBeVisible();
    await expect(approve).toBeHidden();
  } finally {
    await signOutThroughUi(page, admin().email);
  }

  // The developer sees it Approved and reveals the key with the code from the inbox.
  await signInThroughUi(page, partner, password, { tourSeen: true });
  await page.goto('/myRequest');
  const row = page
    .getByRole('table', { name: 'Your production access requests' })
    .getByRole('row', { name: new RegExp(applicationName) });
  await expect(row).toContainText('Approved');
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('heading', { name: 'Production request', level: 1 })).toBeVisible();
  await expect(page.getByText('Fleet tracking for 200 cars')).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await page.getByRole('button', { name: 'Reveal production key' }).click();
  const since = new Date(Date.now() - 50);
  await page.getByRole('button', { name: 'Send code' }).click();
  const { outboxUrl } = await portalOf(page);
  const code = await waitForMail(outboxUrl, partner, /(\d{6}) is your code to reveal/, since);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Show key' }).click();
  await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Show key' }).click();
  const key = page.getByLabel('Production key value');
  await expect(key).toHaveText(/^[A-Za-z0-9]{20,}$/);
  await expect(page.getByRole('button', { name: 'Copy production key' })).toBeVisible();
  const prodKey = (await key.textContent())?.trim() ?? '';

  // On the application's page the prod key shows only through the dialog, with a new code.
  await page.goto('/application');
  await page.getByRole('link', { name: `${applicationName}: open details` }).click();
  const prodRow = page
    .getByRole('row', { name: new RegExp(serviceName) })
    .filter({ has: page.getByRole('cell', { name: 'prod', exact: true }) });
  await prodRow.getByRole('button', { name: `Reveal ${serviceName} key` }).click();
  const reveal = page.getByRole('dialog', { name: `Reveal ${serviceName} prod key` });
  await expect(reveal).toContainText('we e-mail you a one-time 6-digit code');
  await expect(reveal).not.toContainText(prodKey);
  const again = new Date(Date.now() - 50);
  await reveal.getByRole('button', { name: 'Send code' }).click();
  const second = await waitForMail(outboxUrl, partner, /(\d{6}) is your code to reveal/, again);
  // The code used on the request page is spent: it opens nothing here.
  await reveal.getByLabel('Code').fill(code === second ? '000000' : code);
  await reveal.getByRole('button', { name: 'Show key' }).click();
  await expect(reveal.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await reveal.getByLabel('Code').fill(second);
  await reveal.getByRole('button', { name: 'Show key' }).click();
  await expect(reveal.locator('code')).toHaveText(prodKey);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  await expect(page.getByText(prodKey)).toBeHidden();
  await signOutThroughUi(page, partner);
});
