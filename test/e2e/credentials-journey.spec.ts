import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { activePartner, signInThroughUi, signOutThroughUi } from './support/portal-ui';

const password = 'Partner#2026a';

test('a partner creates client credentials (secret shown once), rotates the secret, generates and downloads a prod client certificate, and finds both in the Key Manager', async ({
  page,
}) => {
  const email = await activePartner(page, 'credentials', password);
  await signInThroughUi(page, email, password);

  await page.goto('/application');
  await page.getByRole('button', { name: 'Create application' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create application' });
  await create.getByRole('textbox', { name: 'Application name' }).fill('creds-app');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('link', { name: 'creds-app: open details' }).click();

  // Client credentials: none, then created; the secret is shown once.
  const credentials = page.getByRole('region', { name: 'Client credentials', exact: true });
  await expect(credentials.getByText('No client credentials yet')).toBeVisible();
  await credentials.getByRole('button', { name: 'Create client credentials' }).click();
  const issued = page.getByRole('dialog');
  await expect(
    issued.getByText('This is the only time the secret is shown. Copy it now and keep it safe.'),
  ).toBeVisible();
  const secret = (await issued.locator('code').nth(1).textContent())?.trim() ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(issued).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(credentials.getByText('marque-products/try-out')).toBeVisible();

  // Rotating: a new secret at once, the previous one until the window ends.
  await credentials.getByRole('button', { name: 'Rotate secret' }).click();
  await page
    .getByRole('alertdialog', { name: 'Rotate secret' })
    .getByRole('button', { name: 'Rotate secret' })
    .click();
  const rotated = page.getByRole('dialog');
  const newSecret = (await rotated.locator('code').nth(1).textContent())?.trim() ?? '';
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(
    credentials.getByText(/^Previous secret works until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/),
  ).toBeVisible();

  // A prod client certificate: the PEM once, as a download.
  const certificates = page.getByRole('region', { name: 'Client certificates', exact: true });
  await certificates.getByRole('button', { name: 'Generate certificate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate certificate' });
  await generate.getByRole('textbox', { name: /Description/ }).fill('backend mTLS');
  await generate.getByRole('button', { name: 'Generate', exact: true }).click();
  const generated = page.getByRole('dialog', { name: 'Certificate generated' });
  const downloading = page.waitForEvent('download');
  await generated.getByRole('button', { name: 'Download PEM' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+\.pem$/);
  const pem = await readFile((await download.path()) ?? '', 'utf8');
  expect(new X509Certificate(pem).subject).toContain('CN=');
  await generated.getByRole('button', { name: 'Done' }).click();
  await expect(certificates.getByRole('cell', { name: 'backend mTLS' })).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  // The Key Manager from the user menu: keys per category, then certificates.
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await page.getByRole('link', { name: 'Key Manager' }).click();
  await expect(page).toHaveURL(/\/keyManager/);
  await expect(page.getByRole('heading', { level: 1, name: 'Key Manager' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Client certificates' }).click();
  await expect(page).toHaveURL(/category=certificate/);
  await expect(page.getByRole('cell', { name: 'backend mTLS' })).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('backend mTLS')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signOutThroughUi(page, email);
});
