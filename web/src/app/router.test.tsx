import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { adminUser, developer, fakeAuth } from '../testing/fake-auth';
import { mockApi } from '../testing/mock-api';
import { renderRoute } from '../testing/render-route';

afterEach(() => vi.unstubAllGlobals());

const welcome = 'Welcome to the Marque API Marketplace';

describe('routes', () => {
  it.each(['/', '/home'])('shows the home page at %s', async (path) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' }),
    ).toBeVisible();
  });

  it('sends /index.html to /', async () => {
    const { router } = renderRoute('/index.html');
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/no/such/page', '/apis/unknown', '/404'])('shows the 404 page at %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('sends script-like paths to /404', async () => {
    const { router } = renderRoute('/apis/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('rewrites old #! URLs', async () => {
    const { router } = renderRoute('/#!/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('sends /apis to the categories', async () => {
    mockApi({ '/catalogue/categories': { items: [] } });
    const { router } = renderRoute('/apis');
    expect(await screen.findByRole('heading', { level: 1, name: 'API products' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/apis/category');
  });

  it('shows the two-panel sign-in screen', async () => {
    renderRoute('/signIn');
    expect(await screen.findByRole('heading', { name: welcome })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the register form inside the two-panel screen', async () => {
    renderRoute('/register');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeVisible();
    expect(screen.getByRole('heading', { name: welcome })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('says so on /noAccess', async () => {
    renderRoute('/noAccess');
    expect(await screen.findByRole('heading', { name: messages.notAuthorized })).toBeVisible();
  });
});

describe('protected routes', () => {
  it.each(['/dashboard', '/myProfile', '/application/appdetails', '/userRequestAccess'])(
    'send %s to /signIn without a session',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: welcome })).toBeVisible();
      expect(router.state.location.pathname).toBe('/signIn');
    },
  );

  it('show the page to a signed-in user', async () => {
    renderRoute('/dashboard', fakeAuth(developer));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  });
});

describe('/admin guard', () => {
  it('sends a visitor without a token to /signIn', async () => {
    const { router } = renderRoute('/admin/accounts');
    expect(await screen.findByRole('heading', { name: welcome })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signIn');
  });

  it('sends a signed-in non-admin to /noAccess', async () => {
    const { router } = renderRoute('/admin', fakeAuth(developer));
    expect(await screen.findByRole('heading', { name: messages.notAuthorized })).toBeVisible();
    expect(router.state.location.pathname).toBe('/noAccess');
  });

  it('lets an admin in, with the admin sections', async () => {
    renderRoute('/admin', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });
});
