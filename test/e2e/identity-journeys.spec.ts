import { expect, test } from './support/test';
import { uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import {
  activateAsAdmin,
  activePartner,
  fillCaptcha,
  portalOf,
  signInThroughUi,
  signOutThroughUi,
  submitSignIn,
} from './support/portal-ui';

const password = 'Partner#2026a';

test('a partner registers, is activated, signs in with the e-mailed code, idles and is signed out', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('journey');
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByLabel('Mobile Number').fill('9812345678');
  await page.getByLabel('Employee ID').fill('EMP2048');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('combobox', { name: 'Organization' }).fill('Dec');
  await page.getByRole('option', { name: 'Deccan Wheels Motors' }).click();
  await page.getByRole('checkbox', { name: 'OCR' }).check();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  // Registration takes the server's captcha, as sign-in does.
  await fillCaptcha(page, await portalOf(page));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText(
      'Your request has been submitted. Please check your inbox for the further details.',
    ),
  ).toBeVisible();
  await page.clock.fastForward(3_100);
  await expect(page).toHaveURL(/\/$/);

  // Until an admin activates the account, sign-in says so.
  await submitSignIn(page, email, password);
  await expect(page.getByText('User is not active')).toBeVisible();
  await activateAsAdmin(page, email);

  await signInThroughUi(page, email, password);
  // The tour (closed by signInThroughUi) ran once: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Explore the catalogue' })).toHaveCount(0);
  // The idle guard loads lazily once signed in, so its 13 minutes start when it arrives: time
  // moves a minute at a time until it asks (well inside the 2 minutes before it signs out).
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
  let idleMinutes = 0;
  await expect
    .poll(
      async () => {
        await page.clock.runFor('01:00');
        idleMinutes += 1;
        return dialog.isVisible();
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
  // It asks after 13 idle minutes (14 or 15 steps if it arrived after the first ones).
  expect(idleMinutes).toBeGreaterThanOrEqual(13);
  expect(idleMinutes).toBeLessThanOrEqual(15);
  await page.clock.runFor('02:05');
  await expect(page.getByRole('link', { name: 'SIGN IN' }).first()).toBeVisible();
  // The session really ended on the server: signing in again is allowed.
  await signInThroughUi(page, email, password, { tourSeen: true });
  await signOutThroughUi(page, email);
});

test('forgot password: code by e-mail, new password with captcha, then sign in with it', async ({
  page,
}) => {
  const email = await activePartner(page, 'forgot', password);
  const portal = await portalOf(page);
  const since = new Date(Date.now() - 50);
  await page.goto('/forgotPassword');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend code/ })).toBeDisabled();
  const code = await waitForMail(portal.outboxUrl, email, /code is (\d{6})/, since);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel('New password').fill('Changed#2026b');
  await page.getByLabel('Confirm password').fill('Changed#2026b');
  await fillCaptcha(page, portal);
  await page.getByRole('button', { name: /reset password|update password|submit/i }).click();
  await expect(page.getByText('Password reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/, { timeout: 10_000 });
  await signInThroughUi(page, email, 'Changed#2026b');
  await signOutThroughUi(page, email);
});

test('three wrong passwords warn with the attempts left, then lock the account', async ({
  page,
}) => {
  const email = await activePartner(page, 'lockout', password);
  for (const left of [2, 1]) {
    await submitSignIn(page, email, 'Wrong#Pass2026');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid Username / Password' }),
    ).toBeVisible();
    const warning = page.getByRole('alertdialog', { name: 'Sign-in attempt failed' });
    await expect(
      warning.getByText(
        `Incorrect User ID/Password. You have only ${left} attempts left after that your account will be locked.`,
      ),
    ).toBeVisible();
    await warning.getByRole('button').first().click();
  }
  await submitSignIn(page, email, 'Wrong#Pass2026');
  await expect(page.getByRole('alertdialog', { name: 'Account Locked' })).toBeVisible();
});

test('a signed-in partner meets /noAccess at /admin', async ({ page }) => {
  const email = await activePartner(page, 'noaccess', password);
  await signInThroughUi(page, email, password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/noAccess$/);
  await expect(page.getByText('You are not authorized to access this page')).toBeVisible();
  await page.goto('/');
  await signOutThroughUi(page, email);
});
