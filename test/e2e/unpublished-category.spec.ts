import { type Page } from '@playwright/test';
import { messages } from '../../shared/messages';
import { expect, test } from './support/test';
import { localAdmin } from '../../bin/local-admin';
import { signInThroughUi, signOutThroughUi } from './support/portal-ui';

const category = 'Parking Management';
const services = ['Parking Slots', 'Parking Bookings'] as const;
// The seeded admin: this spec runs after every journey (site-wide), so its session is free.
const admin = localAdmin({});

async function setPublished(page: Page, service: string, verb: 'Publish' | 'Unpublish') {
  await page.goto('/admin/apis');
  await expect(page.getByRole('heading', { level: 1, name: 'APIs' })).toBeVisible();
  await page.getByLabel('Service name contains').fill(service);
  const button = page.getByRole('button', { name: `${verb} ${service}`, exact: true });
  // Already as wanted (a retry after a failed run): nothing to do.
  const other = page.getByRole('button', {
    name: `${verb === 'Publish' ? 'Unpublish' : 'Publish'} ${service}`,
    exact: true,
  });
  await expect(button.or(other)).toBeVisible();
  if (await other.isVisible()) return;
  await button.click();
  const ask = page.getByRole('alertdialog', { name: `${verb} ${service}?` });
  await ask.getByRole('button', { name: verb }).click();
  await expect(ask).toBeHidden();
  await expect(other).toBeVisible();
}

test('a category whose services are all unpublished says No APIs Published; their docs ask to contact admin', async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, admin.email, admin.password, { tourSeen: true });
  const visitor = await browser.newPage();
  try {
    for (const service of services) await setPublished(page, service, 'Unpublish');

    await visitor.goto(`/apis/services/${encodeURIComponent(category)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: category })).toBeVisible();
    const empty = visitor.getByRole('region', { name: messages.noApisPublished });
    await expect(empty).toContainText('Please contact the administrator for more details.');

    // An API of an unpublished service exists, but its documentation is not shown.
    await visitor.goto('/apis/detail/searchParkingLots');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Search parking lots' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: messages.docsContactAdmin })).toBeVisible();
    const sidebar = visitor.getByRole('navigation', { name: 'Parking Slots v1 APIs' });
    await expect(sidebar).toContainText(messages.noApisPublished);
    await expect(sidebar.getByRole('link')).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Request URL' })).toHaveCount(0);
  } finally {
    for (const service of services) await setPublished(page, service, 'Publish');
    await visitor.close();
  }
  // Published again, the category lists its services for visitors.
  const check = await browser.newPage();
  await check.goto(`/apis/services/${encodeURIComponent(category)}`);
  await expect(check.getByRole('heading', { level: 2, name: 'Parking Slots' })).toBeVisible();
  await check.close();
  await signOutThroughUi(page, admin.email);
});
