import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { developer } from '../../../testing/fake-auth';
import { fakeAuthModule } from '../../../testing/fake-auth-module';
import {
  captchaAnswer,
  captchaId,
  mockIdentityApi,
  renderAuthRoute,
} from '../testing/render-auth-route';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const passwordRule =
  'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters';
const started = { message: 'Verification passed.' };

function render(answers: Record<string, unknown> = {}, config = {}) {
  const api = mockIdentityApi({
    '/auth/password-reset': started,
    '/auth/password-reset/confirm': { message: 'Password reset successfully.' },
    ...answers,
  });
  const view = renderAuthRoute('/forgotPassword', fakeAuthModule(), {
    config,
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
  });
  return { ...view, api };
}

type User = ReturnType<typeof render>['user'];

async function sendCode(user: User, email = developer.email) {
  const input = await screen.findByLabelText('Email');
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function fillReset(user: User, values: { code: string; password: string; confirm: string }) {
  await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
  if (values.code) await user.type(screen.getByLabelText('Code'), values.code);
  if (values.password) await user.type(screen.getByLabelText('New password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.type(screen.getByLabelText('Captcha'), captchaAnswer);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('forgot password (spec §4)', () => {
  it('asks for a valid e-mail', async () => {
    const { user, api } = render();
    await sendCode(user, '');
    expect(await screen.findByText('Please enter valid email address')).toBeVisible();
    await sendCode(user, 'nope');
    expect(await screen.findByText('Please enter valid email address')).toBeVisible();
    expect(api.callsTo('/auth/password-reset')).toHaveLength(0);
  });

  it('sends the code, then checks code, password and confirmation', async () => {
    const { user, api } = render();
    await sendCode(user, 'Dev@Partner.example');
    expect(await screen.findByText(`We sent a 6-digit code to ${developer.email}.`)).toBeVisible();
    expect(api.callsTo('/auth/password-reset')[0]?.body).toEqual({ email: developer.email });
    await fillReset(user, { code: '12a', password: 'short', confirm: 'other' });
    expect(await screen.findByText('Please enter 6 digit OTP')).toBeVisible();
    expect(screen.getByText(passwordRule)).toBeVisible();
    expect(screen.getByText('Confirm password should be same as password.')).toBeVisible();
    expect(api.callsTo('/auth/password-reset/confirm')).toHaveLength(0);
  });

  it('keeps Resend code disabled for a 60-second countdown', async () => {
    const { user, api } = render();
    await sendCode(user);
    const resend = await screen.findByRole('button', { name: 'Resend code (60 s)' });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code (59 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();
    await user.click(ready);
    expect(await screen.findByRole('button', { name: 'Resend code (60 s)' })).toBeDisabled();
    expect(api.callsTo('/auth/password-reset')).toHaveLength(2);
  });

  it('takes the countdown from the config when it sets one', async () => {
    const { user } = render({}, { timers: { otpResendSeconds: 5 } });
    await sendCode(user);
    expect(await screen.findByRole('button', { name: 'Resend code (5 s)' })).toBeDisabled();
  });

  it('resets the password and goes back to sign-in after 3 seconds', async () => {
    const { user, api, router } = render();
    await sendCode(user);
    await fillReset(user, { code: '123456', password: 'New#Pass123', confirm: 'New#Pass123' });
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully.');
    expect(api.callsTo('/auth/password-reset/confirm')[0]?.body).toEqual({
      email: developer.email,
      code: '123456',
      newPassword: 'New#Pass123',
      confirmPassword: 'New#Pass123',
      captcha: captchaAnswer,
      captchaId,
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/forgotPassword');
    act(() => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
  });

  it("shows the server's message for a wrong code, with a new captcha", async () => {
    const wrong = 'Invalid verification code provided, please try again.';
    const { user, api } = render({
      '/auth/password-reset/confirm': {
        status: 400,
        body: { code: 'Invalid', message: wrong, fields: { code: wrong } },
      },
    });
    await sendCode(user);
    await fillReset(user, { code: '123456', password: 'New#Pass123', confirm: 'New#Pass123' });
    expect(await screen.findByText(wrong)).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
    // The new captcha is empty, not missing: nothing was asked of it yet.
    await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the Captcha')).toBeNull();
  });

  it.each([
    ['a failure without a message', { status: 500, body: {} }, 'Password Update Failed'],
    [
      'a refusal with a message',
      { status: 429, body: { code: 'TooMany', message: 'Slow down' } },
      'Slow down',
    ],
  ])('says so after %s', async (_case, answer, text) => {
    const { user } = render({ '/auth/password-reset/confirm': answer });
    await sendCode(user);
    await fillReset(user, { code: '123456', password: 'New#Pass123', confirm: 'New#Pass123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says Error in updating password when the code cannot be sent', async () => {
    const { user } = render({ '/auth/password-reset': { status: 502, body: {} } });
    await sendCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in updating password');
  });

  it('tells an address that asked for too many codes when to try again', async () => {
    const message = 'Too many requests. Please try again in 10 minutes.';
    const { user } = render({
      '/auth/password-reset': { status: 429, body: { code: 'TooManyRequests', message } },
    });
    await sendCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });
});
