import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { admin, signInThroughUi, signOutThroughUi } from './support/portal-ui';

interface OpenApiOperation {
  operationId: string;
  summary: string;
  [member: string]: unknown;
}
interface OpenApiDoc {
  info: { version: string; [member: string]: unknown };
  paths: Record<string, Record<string, OpenApiOperation>>;
  [member: string]: unknown;
}

const seeded = fileURLToPath(
  new URL('../../infra/catalogue/services/spare-parts/openapi-v1.json', import.meta.url),
);

/** The seeded v1 operation the new version drops: a breaking change. */
const droppedPath = '/v1/parts/{partNumber}/availability';

/**
 * The seeded Spare Parts v1 as a new version: paths under /<version>/, every operationId made
 * unique (the catalogue's must be), the availability check dropped and one more operation, a
 * copy of the first GET.
 */
function nextDefinition(version: string, stamp: string) {
  const doc = JSON.parse(readFileSync(seeded, 'utf8')) as OpenApiDoc;
  const paths: OpenApiDoc['paths'] = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path === droppedPath) continue;
    const renamed: Record<string, OpenApiOperation> = {};
    for (const [method, operation] of Object.entries(operations)) {
      renamed[method] = { ...operation, operationId: `${operation.operationId}${stamp}` };
    }
    paths[path.replace(/^\/v1\//, `/${version}/`)] = renamed;
  }
  const [firstPath, firstOperations] = Object.entries(doc.paths)[0]!;
  const newName = `checkPartE2e${stamp}`;
  const newSummary = `Check part ${stamp}`;
  paths[firstPath.replace(/^\/v1\//, `/${version}/`).replace('/parts/', '/checks/')] = {
    get: { ...firstOperations.get!, operationId: newName, summary: newSummary },
  };
  const text = JSON.stringify({ ...doc, info: { ...doc.info, version }, paths }, null, 2);
  return { text, newName, newSummary };
}

const openApis = async (page: Page) => {
  await page.goto('/admin/apis');
  await expect(page.getByRole('heading', { level: 1, name: 'APIs' })).toBeVisible();
  await page.getByLabel('Service name contains').fill('Spare Parts');
  await expect(page.getByRole('rowheader', { name: /^Spare Parts/ })).toBeVisible();
};

const toast = (page: Page, text: RegExp) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

test('the admin uploads a new version, sets an API to be expired and unpublishes and publishes a service', async ({
  page,
  browser,
}) => {
  // Eleven page loads, an upload that re-imports an API, a download and two axe runs: past the
  // default 60 s with two busy cores.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  await signInThroughUi(page, admin().email, admin().password);
  await openApis(page);
  await expectNoAxeViolations(page, { allRules: true });

  // A refused upload says why, in the dialog; a good one adds the version.
  await page.getByRole('button', { name: 'Upload a definition for Spare Parts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a definition for Spare Parts' });
  const added = dialog.getByRole('radio', { name: /^Add as new version v\d+$/ });
  await expect(added).toBeChecked();
  const version = (await added.getAttribute('value')) ?? '';
  const pasted = dialog.getByLabel('Or paste the definition');
  await pasted.fill('{"swagger":"2.0","info":{"title":"Spare Parts"}}');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This is not an OpenAPI 3 definition');
  await expectNoAxeViolations(page, { allRules: true });
  const { text, newName, newSummary } = nextDefinition(version, stamp);
  await dialog.getByLabel('Definition file (JSON)').setInputFiles({
    name: `openapi-${version}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(pasted).toHaveValue(text);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // Publishing a version re-imports the service's API (about 6 s locally on a busy machine).
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await toast(page, new RegExp(`^${version} of Spare Parts is published`));

  // The catalogue and the docs show the new version at once.
  await page.goto(`/apis/servicesdetail/Operations/spare-parts?version=${version}`);
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue(version);
  const apis = page.getByRole('table', { name: `APIs in version ${version}` });
  await expect(apis.getByRole('rowheader', { name: new RegExp(newSummary) })).toBeVisible();
  // It says what changed from v1, the dropped operation flagged, at a desktop's and a phone's width.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const changes = page.getByRole('region', { name: `What changed in ${version}` });
    await expect(changes.getByText(/Compared with v1/)).toBeVisible();
    const removed = changes.getByRole('listitem').filter({ hasText: 'Check part availability' });
    await expect(removed.getByText('Breaking')).toBeVisible();
    await expect(changes.getByText(newSummary)).toBeVisible();
    await changes.scrollIntoViewIfNeeded();
    await changes.screenshot({ path: test.info().outputPath(`what-changed-${width}.png`) });
    const box = await changes.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its try out says it is not on the gateway yet; its request URL is not offered.
  await page.goto(`/apis/detail/${newName}`);
  await expect(page.getByRole('heading', { level: 1, name: newSummary })).toBeVisible();
  await expect(
    page.getByText(
      `Version ${version} is not on the gateway yet: try out is not available for it.`,
    ),
  ).toBeVisible();
  const requestUrl = page.getByRole('region', { name: 'Request URL' });
  await expect(
    requestUrl.getByText(
      `Not served yet: calls to this URL fail until version ${version} is on the gateway.`,
    ),
  ).toBeVisible();
  await expect(requestUrl.getByRole('button', { name: /Copy/ })).toHaveCount(0);

  // The uploaded definition downloads as it was uploaded; an API marked to be expired shows its
  // badge on the service page.
  await openApis(page);
  await page.getByRole('button', { name: 'Show the APIs of Spare Parts' }).click();
  await expectNoAxeViolations(page, { allRules: true });
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download the ${version} definition of Spare Parts` })
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`spare-parts-openapi-${version}.json`);
  expect(JSON.parse(readFileSync(await saved.path(), 'utf8'))).toEqual(JSON.parse(text));
  await page
    .getByRole('combobox', { name: `Status of ${newSummary} ${version}` })
    .selectOption('tobeexpired');
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Mark ${newSummary}`) });
  // The newest version's API: there is no version to move to yet; the day is asked for.
  await expect(confirm).toContainText('The service has no newer version to move to yet.');
  await confirm.getByLabel('Expires on').fill('2099-12-31');
  await confirm.getByRole('button', { name: 'Mark as To Be Expired' }).click();
  await expect(confirm).toBeHidden();
  await page.goto(`/apis/servicesdetail/Operations/spare-parts?version=${version}`);
  await expect(
    page
      .getByRole('table', { name: `APIs in version ${version}` })
      .getByRole('row', { name: new RegExp(newSummary) }),
  ).toContainText('To Be Expired');

  // Unpublished, the service leaves the category page for visitors; published, it is back.
  const visitor = await browser.newPage();
  const categoryPage = async () => {
    await visitor.goto('/apis/services/Operations');
    await expect(visitor.getByRole('heading', { level: 1, name: /Operations/ })).toBeVisible();
    return visitor.getByRole('heading', { level: 2, name: 'Spare Parts' });
  };
  await expect(await categoryPage()).toBeVisible();
  for (const verb of ['Unpublish', 'Publish'] as const) {
    await openApis(page);
    await page.getByRole('button', { name: `${verb} Spare Parts` }).click();
    const ask = page.getByRole('alertdialog', { name: `${verb} Spare Parts?` });
    await ask.getByRole('button', { name: verb }).click();
    await expect(ask).toBeHidden();
    await expect(
      page.getByRole('button', {
        name: `${verb === 'Publish' ? 'Unpublish' : 'Publish'} Spare Parts`,
      }),
    ).toBeVisible();
    const card = await categoryPage();
    if (verb === 'Unpublish') await expect(card).toHaveCount(0);
    else await expect(card).toBeVisible();
  }
  await visitor.close();
  await signOutThroughUi(page, admin().email);
});
