/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { admin, portalOf } from './support/portal-ui';

/**
 * The maintenance window pops up for every visitor on every page: a `site-wide` spec, run when
 * no journey is on the site.
 */
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const homeShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'APIs that move cars' })).toBeVisible();

/** A maintenance window set by the admin through the content API, removed again afterwards. */
async function withMaintenanceWindow(page: Page, message: string, run: () => Promise<void>) {
  const portal = await portalOf(page);
  const { idToken } = await signInToPortal(portal, admin().email, admin().password);
  const hour = 3600_000;
  const created = await callPortalApi<{ item: { id: string } }>(
    portal,
    'POST',
    '/admin/content',
    idToken,
    {
      kind: 'maintenance',
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() + 3 * hour).toISOString(),
      message,
    },
  );
  expect(created.status).toBe(200);
  try {
    await run();
  } finally {
    const removed = await callPortalApi(
      portal,
      'DELETE',
      `/admin/content?kind=maintenance&id=${created.body.item.id}`,
      idToken,
    );
    expect(removed.status).toBe(200);
    await signOutOfPortal(portal, idToken);
  }
}

for (const { name, viewport } of widths) {
  test.describe(`maintenance on a ${name} screen`, () => {
    test.use({ viewport });

    test('the maintenance window the admin set pops up at load, on any page, and is gone after 10 s', async ({
      page,
      browser,
    }) => {
      const message = `Sandbox upgrade ${Date.now().toString(36)}; the APIs keep running.`;
      await withMaintenanceWindow(page, message, async () => {
        await page.clock.install();
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: 'Scheduled maintenance' });
        await expect(popup.getByText(message)).toBeVisible();
        await expect(popup).toContainText('Coming up: from');
        await page.clock.runFor(7000);
        await expect(popup).toBeVisible();
        await page.clock.runFor(3500);
        await expect(popup).toBeHidden();

        // Once per session: not again on the next page load.
        const maintenance = page.waitForResponse((r) => r.url().includes('/content/maintenance'));
        await page.reload();
        await maintenance;
        await homeShown(page);
        await expect(popup).toBeHidden();

        // Another visitor landing on another page, on the real clock (axe waits on timers): the
        // pop-up shows there too, and is accessible.
        const context = await browser.newContext({
          viewport,
          baseURL: new URL(page.url()).origin,
        });
        const other = await context.newPage();
        await other.goto('/faq');
        await expect(
          other.getByRole('heading', { level: 1, name: /FAQ|Frequently/ }),
        ).toBeVisible();
        await expect(
          other.getByRole('dialog', { name: 'Scheduled maintenance' }).getByText(message),
        ).toBeVisible();
        await expectNoAxeViolations(other);
        await context.close();
      });
    });
  });
}
