import { expect, test } from './support/test';
import { messages } from '../../shared/messages';
import { activePartner, admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

const password = 'Partner#2026a';

test('a developer asks for Customer on its card, the admin approves, and the developer may subscribe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const partner = await activePartner(page, 'access-journey', password);

  // The developer asks on the category card.
  await signInThroughUi(page, partner, password);
  await page.goto('/apis/category');
  const request = page.getByRole('button', { name: 'Request Access to Customer' });
  await expect(request).toBeEnabled();
  await request.click();
  await expect(page.getByText(messages.accessRequestSent)).toBeVisible();
  await expect(request).toHaveAttribute('aria-disabled', 'true');
  await request.hover();
  await expect(
    page.getByRole('tooltip').filter({ hasText: messages.accessRequestPending }),
  ).toBeVisible();

  // Their requests page lists it Pending, next to registration's.
  await page.goto('/userRequestAccess');
  const mine = page.getByRole('table', { name: 'Your category access requests' });
  await expect(mine.getByRole('row', { name: /Customer/ })).toContainText('Pending');
  await expect(mine.getByRole('row', { name: /OCR/ })).toContainText('Pending');
  await signOutThroughUi(page, partner);

  // The admin approves it in one action.
  await signInThroughUi(page, admin().email, admin().password);
  await page.goto('/admin/access');
  await expect(page.getByRole('heading', { name: 'Access requests', level: 1 })).toBeVisible();
  const approve = page.getByRole('button', { name: `Approve ${partner} for Customer` });
  await expect(approve).toBeVisible();
  await approve.click();
  await expect(page.getByText(`${partner}'s request for Customer approved.`).first()).toBeVisible();
  await expect(approve).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Approved');
  await expect(
    page.getByRole('table', { name: 'Approved category access requests' }).getByRole('row', {
      name: new RegExp(`${partner.replace(/[.]/g, '\\.')}.*Customer`),
    }),
  ).toBeVisible();
  await signOutThroughUi(page, admin().email);

  // The developer finds Customer open: no request step, Subscribe offered.
  await signInThroughUi(page, partner, password, { tourSeen: true });
  await page.goto('/apis/category');
  await expect(page.getByRole('link', { name: 'Customer', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Access to OCR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Access to Customer' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Customer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Subscribe to / }).first()).toBeVisible();
  await page.goto('/userRequestAccess');
  await expect(
    page
      .getByRole('table', { name: 'Your category access requests' })
      .getByRole('row', { name: /Customer/ }),
  ).toContainText('Approved');
});
