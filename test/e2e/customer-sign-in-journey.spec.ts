import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe-check';
import {
  customerDeveloper,
  openCustomerSignIn,
  otpTextedTo,
  subscribeToCustomerAuthentication,
} from './support/customer-sign-in';
import { signInThroughUi, signOutThroughUi } from './support/portal-ui';

const password = 'Partner#2026a';

/** A developer of their own, with Customer access approved, signed in through the page. */
async function signedInDeveloper(page: Page): Promise<string> {
  const email = await customerDeveloper(page, password);
  await signInThroughUi(page, email, password);
  return email;
}

const activeCustomer = '9876543210';

test('a developer signs a demo customer in by mobile OTP on the Customer Authentication docs', async ({
  page,
}) => {
  const email = await signedInDeveloper(page);
  await subscribeToCustomerAuthentication(page, 'customer-app');
  const panel = await openCustomerSignIn(page, 'sendRegistrationOtp');
  await expect(panel.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'customer-app · Basic',
  );

  const mobile = panel.getByRole('textbox', { name: 'Mobile number' });
  await mobile.fill(activeCustomer);
  const since = new Date(Date.now() - 1000);
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await expect(
    panel.getByText('You will get an OTP , if number exist in our system'),
  ).toBeVisible();
  await expect(mobile).toHaveAttribute('readonly', '');
  await expect(panel.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
  await expect(panel.getByText(/Get a new OTP in \d+ s/)).toBeVisible();
  await expectNoAxeViolations(page, {
    allRules: true,
    seriousOnly: true,
    include: '.customer-sign-in',
  });

  const otp = await otpTextedTo(page, activeCustomer, since);
  const wrong = otp === '000000' ? '111111' : '000000';
  const otpBox = panel.getByRole('textbox', { name: 'OTP' });
  await otpBox.fill(wrong);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText('Wrong otp entered !!!')).toBeVisible();
  await expect(
    page.getByText('The OTP you entered was incorrect. Please try again.'),
  ).toBeVisible();

  await otpBox.fill(otp);
  await panel.getByRole('button', { name: 'Submit' }).click();
  const token = panel.getByRole('group', { name: 'Customer access token' });
  await expect(token).toBeVisible();
  await expect(token.getByText('Bearer')).toBeVisible();
  await token.getByRole('button', { name: 'Show token' }).click();
  await expect(token.getByLabel('Access token', { exact: true })).toHaveText(
    /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  await expect(panel.getByRole('list', { name: 'Sign-in outcomes' })).toContainText('OTP verified');
  await expectNoAxeViolations(page, {
    allRules: true,
    seriousOnly: true,
    include: '.customer-sign-in',
  });

  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(mobile).not.toHaveAttribute('readonly');
  await expect(mobile).toBeFocused();
  await expect(token).toBeHidden();
  await signOutThroughUi(page, email);
});

test('an unknown number is registered as a new customer and gets a token', async ({ page }) => {
  // A number no demo customer has, fresh on every run (the local data starts fresh).
  const unknown = `9${String(Date.now()).slice(-9)}`;
  const email = await signedInDeveloper(page);
  await subscribeToCustomerAuthentication(page, 'customer-app-2');
  const panel = await openCustomerSignIn(page, 'verifyOtp');
  await expect(panel.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'customer-app-2 · Basic',
  );
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(unknown);
  const since = new Date(Date.now() - 1000);
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await expect(panel.getByRole('textbox', { name: 'OTP' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'OTP' }).fill(await otpTextedTo(page, unknown, since));
  await panel.getByRole('button', { name: 'Submit' }).click();

  const form = panel.getByRole('form', { name: 'Register the customer' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, {
    allRules: true,
    seriousOnly: true,
    include: '.customer-sign-in',
  });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Kumar');
  await form.getByRole('textbox', { name: 'Email (optional)' }).fill('ravi.kumar@example.com');
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(panel.getByRole('group', { name: 'Customer access token' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Sign-in outcomes' })).toContainText(
    'Token received',
  );
  await signOutThroughUi(page, email);
});

test('an inactive demo customer is told so and re-registered', async ({ page }) => {
  const inactiveCustomer = '9123456780';
  const email = await signedInDeveloper(page);
  await subscribeToCustomerAuthentication(page, 'customer-app-3');
  const panel = await openCustomerSignIn(page, 'registerCustomer');
  await expect(panel.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'customer-app-3 · Basic',
  );
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(inactiveCustomer);
  const since = new Date(Date.now() - 1000);
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await expect(panel.getByRole('textbox', { name: 'OTP' })).toBeVisible();
  await panel
    .getByRole('textbox', { name: 'OTP' })
    .fill(await otpTextedTo(page, inactiveCustomer, since));
  await panel.getByRole('button', { name: 'Submit' }).click();

  const inactive = panel.getByRole('region', { name: 'This customer account is inactive' });
  await expect(inactive).toBeVisible();
  await expectNoAxeViolations(page, {
    allRules: true,
    seriousOnly: true,
    include: '.customer-sign-in',
  });
  await inactive.getByRole('button', { name: 'Re-register' }).click();
  await expect(panel.getByRole('group', { name: 'Customer access token' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Sign-in outcomes' })).toContainText(
    'Token received',
  );
  await signOutThroughUi(page, email);
});
