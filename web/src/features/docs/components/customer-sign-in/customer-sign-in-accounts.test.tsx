import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendTryOut } from '../../api/try-out-calls';
import {
  customerMobile,
  errorAnswer,
  fakeCustomerApi,
  otpSent,
  tokenAnswer,
} from './testing/customer-fixtures';
import { getOtp, renderCustomerSignIn, submitOtp } from './testing/render-customer-sign-in';

vi.mock('../../api/try-out-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/try-out-calls')>()),
  sendTryOut: vi.fn(),
}));
const relay = vi.mocked(sendTryOut);

const outcomes = () =>
  within(screen.getByRole('list', { name: 'Sign-in outcomes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[●✓]/, ''));

const registrationRequired = {
  status: 200,
  json: { status: 'REGISTRATION_REQUIRED', registrationRequired: true, uuid: 'uuid-42' },
};
const inactive = errorAnswer(409, 'INACTIVE.USER', { verificationKey: 'key-inactive-7' });

async function verifiedNumber(routes: Parameters<typeof fakeCustomerApi>[1]) {
  const calls = fakeCustomerApi(relay, { '/v1/otp/register/send': otpSent(), ...routes });
  const { user } = renderCustomerSignIn();
  await getOtp(user);
  await submitOtp(user, '482913');
  return { user, calls };
}

describe('customer sign-in: registration and inactive accounts', () => {
  beforeEach(() => {
    relay.mockReset();
  });

  it('registers an unknown number (x-app-id 4, the uuid) and shows the token', async () => {
    const { user, calls } = await verifiedNumber({
      '/v1/otp/verify': registrationRequired,
      '/v1/user/register': tokenAnswer('TOKEN_RECEIVED', 201),
    });
    const form = await screen.findByRole('form', { name: 'Register the customer' });
    expect(outcomes()).toEqual(['OTP sent', 'Registration required']);

    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('First Name is required')).toBeVisible();
    expect(within(form).getByText('Last Name is required')).toBeVisible();

    const field = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(field('First Name'), 'Ravi4');
    await user.type(field('Last Name'), 'K'.repeat(51));
    await user.type(field('Email (optional)'), 'not-an-email');
    await user.type(field('Vehicle Registration Number (optional)'), 'KA01#');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('Allowed only alphabet')).toBeVisible();
    expect(within(form).getByText('Last Name is invalid')).toBeVisible();
    expect(within(form).getByText('Email is invalid')).toBeVisible();
    expect(within(form).getByText('Vehicle Registration Number is invalid')).toBeVisible();
    expect(calls).toHaveLength(2);

    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Ravi');
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Kumar');
    await user.clear(field('Email (optional)'));
    await user.type(field('Email (optional)'), 'Ravi.Kumar@Example.com');
    await user.clear(field('Vehicle Registration Number (optional)'));
    await user.type(field('Vehicle Registration Number (optional)'), 'ka 01 ab 1234');
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    await screen.findByRole('group', { name: 'Customer access token' });
    const register = calls[2];
    expect(register?.request.path).toBe('/v1/user/register');
    expect(register?.request.headers).toEqual({ 'x-app-id': '4' });
    expect(register?.body).toEqual({
      uuid: 'uuid-42',
      customerRegisterReqDto: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi.kumar@example.com',
        vehicleRegistrationNumber: 'KA01AB1234',
        mobile: customerMobile,
      },
    });
    expect(outcomes()).toEqual(['OTP sent', 'Registration required', 'Token received']);
    expect(screen.queryByRole('form', { name: 'Register the customer' })).not.toBeInTheDocument();
  });

  it('leaves the optional fields out and says a failed registration in the toast', async () => {
    const { user, calls } = await verifiedNumber({
      '/v1/otp/verify': registrationRequired,
      '/v1/user/register': errorAnswer(400, 'INVALID_REQUEST'),
    });
    const form = await screen.findByRole('form', { name: 'Register the customer' });
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Ravi');
    await user.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Kumar');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An unexpected error occured during login.')).toBeVisible();
    expect(calls[2]?.body).toEqual({
      uuid: 'uuid-42',
      customerRegisterReqDto: { firstName: 'Ravi', lastName: 'Kumar', mobile: customerMobile },
    });
    expect(form).toBeVisible();
  });

  it('explains an inactive account and re-registers it with its verification key', async () => {
    const { user, calls } = await verifiedNumber({
      '/v1/otp/verify': inactive,
      '/v1/user/register': tokenAnswer('TOKEN_RECEIVED', 201),
    });
    const step = await screen.findByRole('region', { name: 'This customer account is inactive' });
    expect(step).toHaveTextContent('its account is not active');

    await user.click(within(step).getByRole('button', { name: 'Re-register' }));
    await screen.findByRole('group', { name: 'Customer access token' });
    expect(calls[2]?.request.headers).toEqual({ 'x-app-id': '4' });
    expect(calls[2]?.body).toEqual({ uuid: 'key-inactive-7' });
    expect(outcomes()).toEqual(['OTP sent', 'Token received']);
  });

  it('reactivates an inactive account: the question, a wrong answer, then the token', async () => {
    const { user, calls } = await verifiedNumber({
      '/v1/otp/verify': inactive,
      '/v1/user/activate-user': {
        status: 200,
        json: {
          status: 'REACTIVATION_PENDING',
          questionUuid: 'q-1',
          question: 'What is the registration number of your first vehicle?',
        },
      },
      '/v1/user/verify-question-challenge': [
        errorAnswer(400, 'WRONG_ANSWER', { message: 'The answer does not match.' }),
        tokenAnswer('TOKEN_RECEIVED'),
      ],
    });
    const step = await screen.findByRole('region', { name: 'This customer account is inactive' });
    await user.click(within(step).getByRole('button', { name: 'Reactivate' }));

    const form = await screen.findByRole('form', { name: 'Reactivate the account' });
    expect(calls[2]?.body).toEqual({ mobile: customerMobile, verificationKey: 'key-inactive-7' });
    expect(
      within(form).getByText('What is the registration number of your first vehicle?'),
    ).toBeVisible();
    expect(outcomes()).toEqual(['OTP sent', 'Reactivation pending']);

    await user.click(within(form).getByRole('button', { name: 'Verify answer' }));
    expect(await within(form).findByText('Field is mandatory')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Answer' }), 'KA01XX0000');
    await user.click(within(form).getByRole('button', { name: 'Verify answer' }));
    expect(await within(form).findByText('The answer does not match.')).toBeVisible();

    await user.clear(within(form).getByRole('textbox', { name: 'Answer' }));
    await user.type(within(form).getByRole('textbox', { name: 'Answer' }), 'KA01AB1234');
    await user.click(within(form).getByRole('button', { name: 'Verify answer' }));
    await screen.findByRole('group', { name: 'Customer access token' });
    expect(calls[4]?.body).toEqual({ questionUuid: 'q-1', answer: 'KA01AB1234' });
    expect(outcomes()).toEqual(['OTP sent', 'Reactivation pending', 'Token received']);
  });

  it('says the unexpected failure when reactivation cannot start', async () => {
    const { user } = await verifiedNumber({
      '/v1/otp/verify': inactive,
      '/v1/user/activate-user': 'none',
    });
    const step = await screen.findByRole('region', { name: 'This customer account is inactive' });
    await user.click(within(step).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('An unexpected error occured during login.')).toBeVisible();
    await waitFor(() =>
      expect(within(step).getByRole('button', { name: 'Reactivate' })).toBeEnabled(),
    );
  });
});
