import { expect, test } from './support/test';
import {
  customerDeveloper,
  openCustomerSignIn,
  otpTextedTo,
  portalCallAsUser,
  subscribeToCustomerAuthentication,
} from './support/customer-sign-in';
import { signInThroughUi, signOutThroughUi } from './support/portal-ui';

const password = 'Partner#2026a';

test("a customer-token operation's try-out says it needs a customer token, warns without one and answers with one", async ({
  page,
}) => {
  const email = await customerDeveloper(page, password);
  await signInThroughUi(page, email, password);
  await subscribeToCustomerAuthentication(page, 'customer-token-app');
  await portalCallAsUser(page, 'POST', '/applications/subscriptions', {
    applicationName: 'customer-token-app',
    usagePlan: 'Basic',
    category: 'Customer',
    service: 'vehicle-status',
  });

  // A new customer, registered by OTP on Customer Authentication's docs.
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const panel = await openCustomerSignIn(page, 'sendRegistrationOtp');
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const since = new Date(Date.now() - 1000);
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await panel.getByRole('textbox', { name: 'OTP' }).fill(await otpTextedTo(page, mobile, since));
  await panel.getByRole('button', { name: 'Submit' }).click();
  const form = panel.getByRole('form', { name: 'Register the customer' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Kumar');
  await form.getByRole('button', { name: 'Register' }).click();
  const shown = panel.getByRole('group', { name: 'Customer access token' });
  await shown.getByRole('button', { name: 'Show token' }).click();
  const customerToken = await shown.getByLabel('Access token', { exact: true }).textContent();
  expect(customerToken).toMatch(/^eyJ/);

  await page.goto('/apis/detail/getVehicleStatus');
  const tryOut = page.getByRole('region', { name: 'Try out' });
  await expect(
    tryOut.getByText(
      "Needs a customer access token: sign a customer in on Customer Authentication (Customer sign-in) and send the customer's access token as Customer access token.",
    ),
  ).toBeVisible();
  await tryOut.getByRole('textbox', { name: 'vin' }).fill('MA3TEST0000000001');
  await expect(tryOut.getByRole('combobox', { name: 'Subscription key' })).toContainText(
    'customer-token-app · Basic',
  );
  await expect(tryOut.getByRole('button', { name: 'Generate token' })).toBeHidden();

  await tryOut.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('token invalid, generate again')).toBeVisible();
  await expect(tryOut.getByText(/^401 /)).toBeVisible();
  // The gateway's own word under the toast: which headers to send.
  await expect(
    tryOut.getByText(/Missing API key or access token: .* in the Authorization header\./),
  ).toBeVisible();

  await tryOut.getByRole('textbox', { name: 'Customer access token' }).fill(customerToken!);
  await tryOut.getByRole('button', { name: 'Send' }).click();
  await expect(tryOut.getByText('200 OK')).toBeVisible();
  await signOutThroughUi(page, email);
});
