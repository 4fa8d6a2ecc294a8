import { tourPages } from '../../shared/tours';
import { curlToFetch } from '../support/curl-command';
import { expectNoAxeViolations } from './support/axe-check';
import { portalCallAsUser } from './support/customer-sign-in';
import { activePartner, signInThroughUi, signOutThroughUi } from './support/portal-ui';
import { expect, test } from './support/test';

// The spec reads back what the page copied, as a paste would.
test.use({ permissions: ['clipboard-write', 'clipboard-read'] });

test("a partner with a sandbox key copies a GET's curl with it, and the command as copied answers 200", async ({
  page,
}, testInfo) => {
  const password = 'Partner#Curl2026';
  const email = await activePartner(page, 'copy-curl', password);
  await signInThroughUi(page, email, password);
  // No tour over the docs page: this journey is about the button, the tours have their own.
  for (const tour of tourPages) await portalCallAsUser(page, 'PUT', `/users/me/tours/${tour}`);
  const applicationName = `curl-app-${Date.now().toString(36)}`;
  await portalCallAsUser(page, 'POST', '/applications', {
    applicationName,
    applicationDescription: 'Copy curl journey',
  });
  await portalCallAsUser(page, 'POST', '/applications/subscriptions', {
    applicationName,
    usagePlan: 'Basic',
    category: 'General',
    service: 'vehicle-models',
  });

  await page.goto('/apis/detail/getVehicleModel');
  const tryOut = page.getByRole('region', { name: 'Try it out' });
  await expect(tryOut.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    `${applicationName} · Basic`,
  );
  await tryOut.getByRole('textbox', { name: /modelCode/ }).fill('ARVA-EV');
  const copy = tryOut.getByRole('button', { name: 'Copy curl with my key' });
  await expect(copy).toBeVisible();
  await tryOut.screenshot({ path: testInfo.outputPath('try-out-1280.png') });

  await copy.click();
  await expect(tryOut.getByText('Copied: curl with your key')).toBeVisible();
  await tryOut.screenshot({ path: testInfo.outputPath('try-out-copied-1280.png') });
  const command = await page.evaluate(() => navigator.clipboard.readText());
  const { url, init } = curlToFetch(command);
  expect(url).toMatch(/\/sandbox\/v1\/models\/ARVA-EV$/);
  const key = new Headers(init.headers).get('x-api-key') ?? '';
  expect(key).toMatch(/^[A-Za-z0-9]{20,}$/);

  const answer = await fetch(url, init);
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(await answer.json()).toMatchObject({ modelCode: 'ARVA-EV', name: 'Arva EV' });

  // The key went to the clipboard only: not into the page, nor its storage.
  expect(await page.content()).not.toContain(key);
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(stored).not.toContain(key);
  await expectNoAxeViolations(page, { allRules: true, seriousOnly: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(copy).toBeVisible();
  await tryOut.screenshot({ path: testInfo.outputPath('try-out-390.png') });
  await copy.click();
  await expect(tryOut.getByText('Copied: curl with your key')).toBeVisible();
  await tryOut.screenshot({ path: testInfo.outputPath('try-out-copied-390.png') });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  // The user menu of the desktop header.
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOutThroughUi(page, email);
});
