import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { activePartner, admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';
import { sandboxApplication } from './support/production-request';

const password = 'Partner#2026a';

test("the admin sends a notice to a service's subscribers; the subscriber sees it under the bell and on /notifications, and marks it read", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const partner = await activePartner(page, 'notice-journey', password);
  const { serviceName } = await sandboxApplication(page, partner, password);
  const title = `Sandbox maintenance ${Date.now().toString(36)}`;

  // The admin writes to the service's subscribers (other journeys may subscribe to it too), and signs out whatever happens.
  await signInThroughUi(page, admin().email, admin().password);
  try {
    await page.goto('/admin/notification');
    await expect(page.getByRole('heading', { name: 'Notification', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Subscribers of a service' }).check();
    await page.getByLabel('Category').selectOption('General');
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: serviceName });
    await expect(page.getByText(/^This notice will reach \d+ users?\.$/)).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('The sandbox is down on Sunday from 02:00 to 04:00 UTC.');
    await page.getByRole('checkbox', { name: 'Also send by e-mail' }).check();
    await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
    await page.getByRole('button', { name: 'Send notice' }).click();
    const sent = page.getByText(/^Notice sent to \d+ users?\.$/);
    await expect(sent).toBeVisible();
    // The confirmation toast is the toaster's, not this page's: axe checks the page after it.
    await expect(sent).toBeHidden({ timeout: 8_000 });
    const log = page.getByRole('table', { name: 'Sent notices, newest first' });
    await expect(log.getByRole('row', { name: new RegExp(title) })).toContainText(admin().email);
    await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  } finally {
    await signOutThroughUi(page, admin().email);
  }

  // The subscriber finds it under the bell, then on the full list, and marks it read.
  await signInThroughUi(page, partner, password);
  try {
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const list = page.getByRole('list', { name: 'Notifications, newest first' });
    const notice = list.getByRole('listitem').filter({ hasText: title });
    await expect(notice).toContainText('Unread');
    await expect(notice).toContainText('The sandbox is down on Sunday');
    await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
    await notice.getByRole('button', { name: new RegExp(`^Mark read\\W+${title}$`) }).click();
    await expect(notice).not.toContainText('Unread');
    await expect(page.getByRole('button', { name: 'Notifications, no unread' })).toBeVisible();
    await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });
  } finally {
    await signOutThroughUi(page, partner);
  }
});
