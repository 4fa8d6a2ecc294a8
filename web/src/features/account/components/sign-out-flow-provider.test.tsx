import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const home = 'APIs that move cars';

async function signOutFromUserMenu(answer: unknown) {
  const fetchMock = mockApi({ '/users/me/feedback': answer });
  const view = renderRoute('/noAccess', fakeAuth(developer));
  await screen.findByRole('heading', { name: messages.notAuthorized });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await view.user.click(within(nav).getByRole('button', { name: /dev@partner\.example/ }));
  await view.user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
  return { ...view, fetchMock };
}

describe('sign out with feedback', () => {
  it('asks for feedback when it is pending; Share goes to the survey, still signed in', async () => {
    const { user, auth, router, fetchMock } = await signOutFromUserMenu({ pending: true });
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(within(dialog).getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    const [url, init] = callsTo(fetchMock, '/users/me/feedback')[0]!;
    expect(url.pathname).toBe('/users/me/feedback');
    expect(init?.headers).toMatchObject({ authorization: 'id-token' });

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('heading', { name: 'Share your feedback' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/feedback');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('signs out on Maybe Later and goes home', async () => {
    const { user, auth, router } = await signOutFromUserMenu({ pending: true });
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: home })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('stays signed in when the dialog is closed with Esc', async () => {
    const { user, auth } = await signOutFromUserMenu({ pending: true });
    await screen.findByRole('dialog', { name: 'Before you go' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('signs out at once when nothing is pending', async () => {
    const { auth } = await signOutFromUserMenu({ pending: false });
    expect(await screen.findByRole('heading', { name: home })).toBeVisible();
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Before you go' })).not.toBeInTheDocument();
  });

  it('signs out when the check fails', async () => {
    const { auth } = await signOutFromUserMenu({
      status: 500,
      body: { code: 'InternalError', message: 'boom' },
    });
    expect(await screen.findByRole('heading', { name: home })).toBeVisible();
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it('asks from the small-screen side panel too', async () => {
    mockApi({ '/users/me/feedback': { pending: true } });
    const { user, auth } = renderRoute('/noAccess', fakeAuth(developer));
    await screen.findByRole('heading', { name: messages.notAuthorized });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});
