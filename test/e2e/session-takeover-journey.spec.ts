import { sessionEndedMessage } from '../../lambdas/lib/live-session';
import { sessionTakenOverSubject } from '../../lambdas/mail/session-taken-over-mail';
import { takeoverAuditAction } from '../../lambdas/session-takeover/end-other-session';
import { messagesTo, waitForMail } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { expect, test } from './support/test';
import { activePartner, admin, portalOf, signInThroughUi, submitSignIn } from './support/portal-ui';

const password = 'Partner#2026a';

test('a browser closed without signing out: signed in elsewhere after the code, by signing the other session out', async ({
  browser,
  page,
}, testInfo) => {
  const portal = await portalOf(page);
  const email = await activePartner(page, 'takeover', password);

  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signInThroughUi(firstPage, email, password, { tourSeen: false });
  const firstToken = await firstPage.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('.idToken'));
    return key ? window.localStorage.getItem(key) : null;
  });
  expect(firstToken).toBeTruthy();
  // Closed without signing out: its session stays live on the server.
  await first.close();
  const closedAt = Date.now();

  await page.goto('/signIn');
  const since = await submitSignIn(page, email, password);
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Signed in elsewhere' })).toBeVisible();
  await expect(page.getByText('You are already logged in on different machine.')).toBeVisible();
  const takeOver = page.getByRole('button', {
    name: 'Sign out the other session and continue here',
  });
  await expect(takeOver).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep the other session' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`session-takeover-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await takeOver.click();
  const menu = page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  const tour = page.getByRole('dialog', { name: 'Explore the catalogue' });
  await expect(menu.or(tour).first()).toBeVisible();
  const signedInMs = Date.now() - closedAt;
  // Logged, never asserted: a figure for issue 22's "under a minute", not a test of the machine.
  console.log(`closed browser to signed in elsewhere: ${signedInMs} ms`);
  testInfo.annotations.push({
    type: 'closed-browser-to-signed-in-ms',
    description: `${signedInMs}`,
  });
  if (await tour.isVisible()) await page.keyboard.press('Escape');
  await expect(menu).toBeVisible();

  // The closed browser's token is refused: its session has ended.
  const old = await callPortalApi(portal, 'GET', '/users/me', firstToken ?? '');
  expect(old).toMatchObject({ status: 401, body: { message: sessionEndedMessage } });

  const mails = await messagesTo(portal.outboxUrl, email);
  const mail = mails.find((m) => m.subject === sessionTakenOverSubject);
  expect(mail?.text).toContain(`${new URL(page.url()).origin}/forgotPassword`);

  const { idToken } = await signInToPortal(portal, admin().email, admin().password);
  try {
    const audit = await callPortalApi<{ items: { actor: string; action: string }[] }>(
      portal,
      'GET',
      `/admin/audit?target=${encodeURIComponent(`user:${email}`)}`,
      idToken,
    );
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ actor: email, action: takeoverAuditAction }),
    );
  } finally {
    await signOutOfPortal(portal, idToken);
  }
});
