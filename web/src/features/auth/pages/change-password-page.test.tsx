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

function signedInModule() {
  window.localStorage.setItem('CognitoIdentityServiceProvider.test-client.LastAuthUser', 'u');
  return fakeAuthModule({ readSessionUser: vi.fn(async () => developer) });
}

function render(answer: unknown = { message: 'Password reset successfully.' }) {
  const api = mockIdentityApi({ '/users/me/password': answer });
  const view = renderAuthRoute('/changePassword', signedInModule(), {
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
  });
  return { ...view, api };
}

type User = ReturnType<typeof render>['user'];

async function fill(user: User, current: string, next: string, confirm = next) {
  await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.type(screen.getByLabelText('Captcha'), captchaAnswer);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password (spec §4)', () => {
  it('needs a session', async () => {
    mockIdentityApi();
    const { router } = renderAuthRoute('/changePassword');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signIn');
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, api } = render();
    await fill(user, 'Old#Pass123', 'Old#Pass123');
    expect(
      await screen.findByText('New password cannot be the same as the current password.'),
    ).toBeVisible();
    expect(api.callsTo('/users/me/password')).toHaveLength(0);
  });

  it('changes it with the access token, then goes home after 3 seconds', async () => {
    const { user, api, router } = render();
    await fill(user, 'Old#Pass123', 'New#Pass123');
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully.');
    const [call] = api.callsTo('/users/me/password');
    expect(call?.headers).toMatchObject({
      'x-access-token': 'access-token',
      authorization: 'id-token',
    });
    expect(call?.body).toEqual({
      email: developer.email,
      currentPassword: 'Old#Pass123',
      newPassword: 'New#Pass123',
      confirmPassword: 'New#Pass123',
      captcha: captchaAnswer,
      captchaId,
    });
    act(() => vi.advanceTimersByTime(3000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('marks a wrong current password, with a new captcha not yet called missing', async () => {
    const { user, api } = render({
      status: 400,
      body: {
        code: 'Invalid',
        message: 'Password Update Failed',
        fields: { currentPassword: 'Password Update Failed' },
      },
    });
    await fill(user, 'Wrong#Pass1', 'New#Pass123');
    expect(await screen.findByText('Password Update Failed')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
    await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
    expect(screen.getByLabelText('Captcha')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the Captcha')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter the Captcha')).toBeVisible();
  });

  it('says Password Update Failed when the call fails', async () => {
    const { user } = render({ status: 500, body: {} });
    await fill(user, 'Old#Pass123', 'New#Pass123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Update Failed');
  });
});
