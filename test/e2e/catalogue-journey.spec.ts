import { expect, test } from './support/test';

test('a visitor goes from home through PRODUCT to a service with its versions and status badges', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'PRODUCT' }).first().click();
  await expect(page).toHaveURL(/\/apis\/category$/);
  await expect(page.getByRole('heading', { name: 'API products' })).toBeVisible();
  const categoryLinks = page.locator('.category-card__link');
  await expect(categoryLinks).toHaveText([
    'Customer',
    'General',
    'OCR',
    'Operations',
    'Parking Management',
    'Partner',
    'Presales',
    'Sales',
  ]);

  await page.getByRole('link', { name: 'Presales', exact: true }).click();
  await expect(page).toHaveURL(/\/apis\/services\/Presales$/);
  await expect(page.getByRole('heading', { name: 'Presales', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Browse Price Quote' }).click();
  await expect(page).toHaveURL(/\/apis\/servicesdetail\/Presales\/price-quote$/);
  await expect(page.getByRole('heading', { name: 'Price Quote', level: 1 })).toBeVisible();
  const version = page.getByLabel('Version', { exact: true });
  await expect(version.locator('option')).toHaveText(['v2', 'v1']);
  await expect(page.getByRole('table').getByText('Live').first()).toBeVisible();

  await version.selectOption('v1');
  const table = page.getByRole('table');
  await expect(table.getByText('To Be Expired').first()).toBeVisible();
  await expect(table.getByText('Expired', { exact: true }).first()).toBeVisible();
});

test('a service is also reached by the name of one of its APIs', async ({ page }) => {
  await page.goto('/apis/services/price-quote');
  await expect(page.getByRole('heading', { name: 'Presales', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Price Quote' })).toBeVisible();
});

test('script-like paths go to the 404 page and old #! links are rewritten', async ({ page }) => {
  await page.goto('/apis/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await page.goto('/#!/apis/category');
  await expect(page).toHaveURL(/\/apis\/category$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
