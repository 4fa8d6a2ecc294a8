import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../../shared/messages';
import { sendTryOut } from '../../api/try-out-calls';
import {
  customerDoc,
  customerMobile,
  customerSubscription,
  customerToken,
  errorAnswer,
  fakeCustomerApi,
  otpSent,
  tokenAnswer,
} from './testing/customer-fixtures';
import {
  getOtp,
  mobileBox,
  otpBox,
  renderCustomerSignIn,
  submitOtp,
} from './testing/render-customer-sign-in';

vi.mock('../../api/try-out-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/try-out-calls')>()),
  sendTryOut: vi.fn(),
}));
const relay = vi.mocked(sendTryOut);

const outcomes = () =>
  within(screen.getByRole('list', { name: 'Sign-in outcomes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[●✓]/, ''));

describe('customer sign-in panel', () => {
  beforeEach(() => {
    relay.mockReset();
  });

  it("offers only this service's sandbox subscriptions and asks to subscribe when there is none", async () => {
    const { unmount } = renderCustomerSignIn();
    const select = screen.getByRole('combobox', { name: 'Subscription key' });
    await screen.findByRole('option', { name: 'dealer-app · Basic' });
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    unmount();

    const { user } = renderCustomerSignIn({ keys: { category: 'apiKey', apiKeys: [] } });
    expect(
      await screen.findByText(/None of your applications is subscribed to Customer Authentication/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe on the service page' })).toBeVisible();
    await user.type(mobileBox(), customerMobile);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
  });

  it('says the data call failed when the product API id cannot be found, and sends nothing', async () => {
    fakeCustomerApi(relay, {});
    const { user } = renderCustomerSignIn({ doc: customerDoc({ apiId: '' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.dataCallFailed);
    await user.type(mobileBox(), customerMobile);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
  });

  it('says what is wrong with the number only once it is submitted or left', async () => {
    fakeCustomerApi(relay, {});
    const { user } = renderCustomerSignIn();
    await screen.findByRole('option', { name: 'dealer-app · Basic' });
    expect(screen.getByText('+91')).toBeVisible();
    await user.type(mobileBox(), '123');
    expect(screen.queryByText('Please enter a valid mobile number')).not.toBeInTheDocument();
    await user.clear(mobileBox());
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Field is mandatory')).toBeVisible();
    expect(mobileBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(mobileBox(), '1234567890');
    expect(await screen.findByText('Please enter a valid mobile number')).toBeVisible();
    await user.clear(mobileBox());
    await user.type(mobileBox(), '98765');
    expect(await screen.findByText('Mobile number should be of 10 digit')).toBeVisible();
    expect(relay).not.toHaveBeenCalled();
  });

  it("sends Get OTP through the relay, locks the number, shows the server's message and waits to resend", async () => {
    const calls = fakeCustomerApi(relay, { '/v1/otp/register/send': otpSent() });
    const { user } = renderCustomerSignIn();
    await getOtp(user);

    expect(calls).toEqual([
      {
        request: {
          apiId: 'cust01',
          stage: 'sandbox',
          method: 'POST',
          path: '/v1/otp/register/send',
          headers: {},
          body: JSON.stringify({ mobile: customerMobile }),
          bodyEncoding: 'text',
          contentType: 'application/json',
          subscription: {
            applicationId: customerSubscription.applicationId,
            service: 'customer-authentication',
            stage: 'sandbox',
          },
        },
        body: { mobile: customerMobile },
      },
    ]);
    expect(screen.getByText('You will get an OTP , if number exist in our system')).toBeVisible();
    expect(mobileBox()).toHaveAttribute('readonly');
    expect(mobileBox()).toHaveValue(customerMobile);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    expect(screen.getByText(/Get a new OTP in (60|59) s/)).toBeVisible();
    expect(outcomes()).toEqual(['OTP sent']);
    expect(otpBox()).toHaveFocus();
  });

  it('lets Get OTP again once the resend seconds have passed', async () => {
    const calls = fakeCustomerApi(relay, { '/v1/otp/register/send': otpSent(1) });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    const getOtpButton = screen.getByRole('button', { name: 'Get OTP' });
    expect(getOtpButton).toBeDisabled();
    await waitFor(() => expect(getOtpButton).toBeEnabled(), { timeout: 2500 });
    expect(screen.queryByText(/Get a new OTP in/)).not.toBeInTheDocument();
    await user.click(getOtpButton);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("checks the OTP ('Please enter a valid otp': 6 digits) before verifying", async () => {
    fakeCustomerApi(relay, { '/v1/otp/register/send': otpSent() });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid otp')).toBeVisible();
    await user.type(otpBox(), '123456');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid otp')).not.toBeInTheDocument(),
    );
    await submitOtp(user, '12345');
    expect(await screen.findByText('Please enter a valid otp')).toBeVisible();
    await submitOtp(user, '12a456');
    expect(await screen.findByText('Please enter a valid otp')).toBeVisible();
    expect(relay).toHaveBeenCalledTimes(1);
  });

  it("says 'Wrong otp entered !!!' under the field and in a toast for a wrong OTP, then shows the token", async () => {
    const calls = fakeCustomerApi(relay, {
      '/v1/otp/register/send': otpSent(),
      '/v1/otp/verify': [errorAnswer(400, 'INCORRECT_OTP'), tokenAnswer('OTP_VERIFIED')],
    });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    await submitOtp(user, '111111');

    expect(await screen.findByText('Wrong otp entered !!!')).toHaveClass('field-error');
    expect(
      await screen.findByText('The OTP you entered was incorrect. Please try again.'),
    ).toBeVisible();
    expect(otpBox()).toHaveAttribute('aria-invalid', 'true');
    expect(otpBox()).toHaveFocus();

    await submitOtp(user, '482913');
    const token = await screen.findByRole('group', { name: 'Customer access token' });
    expect(calls.map((call) => call.body)).toEqual([
      { mobile: customerMobile },
      { otp: '111111', contactInfo: customerMobile },
      { otp: '482913', contactInfo: customerMobile },
    ]);
    const value = within(token).getByLabelText('Access token');
    expect(value).not.toHaveTextContent(customerToken);
    await user.click(within(token).getByRole('button', { name: 'Show token' }));
    expect(value).toHaveTextContent(customerToken);
    expect(within(token).getByText('Bearer')).toBeVisible();
    expect(within(token).getByText('60 min (3600 s)')).toBeVisible();
    await user.click(within(token).getByRole('button', { name: 'Copy Access token' }));
    expect(await navigator.clipboard.readText()).toBe(customerToken);
    expect(within(token).getByRole('button', { name: 'Access token copied' })).toHaveTextContent(
      'Copied',
    );
    expect(outcomes()).toEqual(['OTP sent', 'OTP verified']);
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument();
  });

  it("goes back to Get OTP with 'Please generate new OTP.' on GENERATE.NEW.OTP", async () => {
    fakeCustomerApi(relay, {
      '/v1/otp/register/send': otpSent(),
      '/v1/otp/verify': errorAnswer(404, 'GENERATE.NEW.OTP'),
    });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    await submitOtp(user, '111111');
    // Said in a toast, which is in the page a moment before it shows.
    await waitFor(() => expect(screen.getByText('Please generate new OTP.')).toBeVisible());
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument();
    expect(mobileBox()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Sign-in outcomes' })).not.toBeInTheDocument();
  });

  it.each([
    ['another code', errorAnswer(400, 'INVALID_REQUEST')],
    ['a 5xx', { status: 502, text: '<html>Bad gateway</html>' }],
    ['no answer', 'none' as const],
  ])("says 'An unexpected error occured during login.' for %s", async (_, answer) => {
    fakeCustomerApi(relay, { '/v1/otp/register/send': otpSent(), '/v1/otp/verify': answer });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    await submitOtp(user, '111111');
    expect(await screen.findByText('An unexpected error occured during login.')).toBeVisible();
    expect(otpBox()).toBeVisible();
  });

  it('says the unexpected failure when Get OTP fails, and keeps the number editable', async () => {
    fakeCustomerApi(relay, { '/v1/otp/register/send': errorAnswer(500, 'UNEXPECTED') });
    const { user } = renderCustomerSignIn();
    await screen.findByRole('option', { name: 'dealer-app · Basic' });
    await user.type(mobileBox(), customerMobile);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('An unexpected error occured during login.')).toBeVisible();
    expect(mobileBox()).not.toHaveAttribute('readonly');
  });

  it('Edit unlocks the number and starts over: OTP and outcome cleared', async () => {
    fakeCustomerApi(relay, {
      '/v1/otp/register/send': otpSent(),
      '/v1/otp/verify': tokenAnswer('OTP_VERIFIED'),
    });
    const { user } = renderCustomerSignIn();
    await getOtp(user);
    await submitOtp(user, '482913');
    await screen.findByRole('group', { name: 'Customer access token' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(mobileBox()).not.toHaveAttribute('readonly');
    expect(mobileBox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Customer access token' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sign-in outcomes' })).not.toBeInTheDocument();
    // Still the same number: its resend wait goes on; another number may ask at once.
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    await user.clear(mobileBox());
    await user.type(mobileBox(), '9123456780');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('textbox', { name: 'OTP' })).toHaveValue('');
  });
});
