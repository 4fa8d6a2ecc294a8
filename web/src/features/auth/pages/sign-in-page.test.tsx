import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';

function providerError(name: string): Error {
  const error = new Error('Incorrect username or password.');
  error.name = name;
  return error;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  const emailInput = await screen.findByLabelText('Email');
  if (email) await user.type(emailInput, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('asks for the e-mail and password with the spec messages', async () => {
    const { user, auth } = renderRoute('/signIn');
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Please enter email')).toBeVisible();
    expect(screen.getByText('Please enter password')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    const { user } = renderRoute('/signIn');
    await fillAndSubmit(user, 'not-an-email', 'secret');
    expect(await screen.findByText('Email is invalid')).toBeVisible();
  });

  it('shows Invalid Username / Password when the provider refuses', async () => {
    const signIn = vi.fn(async () => {
      throw providerError('NotAuthorizedException');
    });
    const { user } = renderRoute('/signIn', fakeAuth(null, { signIn }));
    await fillAndSubmit(user, ' Dev@Partner.example ', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Username / Password');
    expect(signIn).toHaveBeenCalledWith('Dev@Partner.example', 'wrong');
  });

  it('goes to the home page after signing in', async () => {
    const signIn = vi.fn(async () => ({ status: 'signedIn' as const, user: developer }));
    const { user, router } = renderRoute('/signIn', fakeAuth(null, { signIn }));
    await fillAndSubmit(user, 'dev@partner.example', 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when the account needs a step the portal does not handle yet', async () => {
    const signIn = vi.fn(async () => ({
      status: 'nextStep' as const,
      step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
    }));
    const { user } = renderRoute('/signIn', fakeAuth(null, { signIn }));
    await fillAndSubmit(user, 'dev@partner.example', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /further sign-in step \(CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED\)/,
    );
  });

  it('sends a signed-in user home', async () => {
    const { router } = renderRoute('/signIn', fakeAuth(developer));
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
