import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

/**
 * Waits for a success toast to close before an axe run: Sonner's rich success colours measure
 * about 4.3:1 (below AA's 4.5:1), a finding about the app's toaster, not this page.
 */
const toastClosed = (page: Page, text: string) =>
  expect(page.getByText(text)).toBeHidden({ timeout: 10_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the admin adds a FAQ entry and a banner, edits and deletes them, every tab accessible', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const question = `How do I read my usage ${stamp}?`;
  const message = `Planned upgrade of the sandbox ${stamp}.`;

  await signInThroughUi(page, admin().email, admin().password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const faqTable = page.getByRole('table', { name: 'FAQ entries' });
  // The seeded FAQ.
  await expect(
    faqTable.getByRole('rowheader', { name: 'What is the Marque developer portal?' }),
  ).toBeVisible();

  // Add a FAQ entry: the form first says what is missing.
  await page.getByRole('button', { name: 'Add FAQ entry' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'Add FAQ entry' });
  await faqDialog.getByRole('button', { name: 'Add' }).click();
  await expect(faqDialog.getByText('Question is required')).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true });
  await faqDialog.getByLabel('Tab').selectOption('Usage Plans');
  await faqDialog.getByLabel('Question').fill(question);
  await faqDialog.getByLabel('Answer').fill('Open My Dashboard and choose the application.');
  await faqDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('FAQ entry added.')).toBeVisible();
  await expect(faqDialog).toBeHidden();
  // 15 entries now: show them all on one page.
  await page.getByLabel('Rows per page').selectOption('30');
  await expect(faqTable.getByRole('rowheader', { name: question })).toBeVisible();

  // Add a banner.
  await tab(page, 'Banners').click();
  await expect(page).toHaveURL(/kind=banner/);
  const banners = page.getByRole('table', { name: 'Banners' });
  await expect(banners).toContainText('decommissioned on 30 July');
  await page.getByRole('button', { name: 'Add banner' }).click();
  const bannerDialog = page.getByRole('dialog', { name: 'Add banner' });
  await bannerDialog.getByLabel('Message').fill(message);
  await bannerDialog.getByLabel('Link URL (optional)').fill('https://status.marque.example/');
  await bannerDialog.getByRole('button', { name: 'Add' }).click();
  await expect(bannerDialog.getByText('Link label is required with a link')).toBeVisible();
  await bannerDialog.getByLabel('Link label (optional)').fill('Status page');
  await bannerDialog.getByLabel('Tone').selectOption('warning');
  await bannerDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Banner added.')).toBeVisible();
  await expect(banners.getByRole('rowheader', { name: message })).toBeVisible();

  // Edit it.
  await page.getByRole('button', { name: `Edit ${message}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit banner' });
  await expect(editDialog.getByLabel('Message')).toHaveValue(message);
  await editDialog.getByLabel('Message').fill(`${message} Extended.`);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Banner saved.')).toBeVisible();
  await expect(banners.getByRole('rowheader', { name: `${message} Extended.` })).toBeVisible();
  await toastClosed(page, 'Banner saved.');

  // Delete it, after the confirmation.
  await page.getByRole('button', { name: `Delete ${message} Extended.` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete banner?' });
  await expectNoAxeViolations(page, { allRules: true });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Banner deleted.')).toBeVisible();
  await expect(banners.getByRole('rowheader', { name: `${message} Extended.` })).toBeHidden();

  // Delete the FAQ entry too.
  await tab(page, 'FAQ').click();
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete FAQ entry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('FAQ entry deleted.')).toBeVisible();
  await expect(faqTable.getByRole('rowheader', { name: question })).toBeHidden();
  await toastClosed(page, 'FAQ entry deleted.');

  // Every tab, accessible.
  for (const [name, ready] of [
    ['Blogs', page.getByRole('table', { name: 'Blog posts' })],
    ['Banners', page.getByRole('table', { name: 'Banners' })],
    ['Maintenance', page.getByText('No maintenance window is scheduled.')],
    ['Videos', page.getByRole('table', { name: 'Videos' })],
    ['Documents', page.getByRole('table', { name: 'Documents' })],
    ['FAQ', page.getByRole('table', { name: 'FAQ entries' })],
  ] as const) {
    await tab(page, name).click();
    await expect(ready).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true });
  }

  await signOutThroughUi(page, admin().email);
});
