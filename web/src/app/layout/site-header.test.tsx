import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { adminUser, developer, fakeAuth } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { mockTourServer } from '../../testing/tour-server';

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

async function mainNav() {
  await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
  return screen.getByRole('navigation', { name: 'Main' });
}

// These users have seen the home tour: its popover would otherwise race the menus for focus.
beforeEach(() => {
  configureApiClient({ getIdToken: async () => 'id-token' });
  mockTourServer(['home']);
});

describe('header menus', () => {
  it('offers the signed-out menu', async () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: /Marque/ })).toHaveAttribute('href', '/');
    const nav = await mainNav();
    expect(linkNames(nav)).toEqual([
      'HOME',
      'FAQ',
      'CONTACT US',
      'PRODUCT',
      "WHAT'S NEW",
      'SIGN IN',
    ]);
    expect(within(nav).getByRole('link', { name: 'PRODUCT' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
    expect(within(nav).getByRole('link', { name: "WHAT'S NEW" })).toHaveAttribute('href', '/blogs');
    expect(within(nav).queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('offers the signed-in menu and a user menu without Admin for a developer', async () => {
    const { user } = renderRoute('/', fakeAuth(developer));
    const nav = await mainNav();
    expect(linkNames(nav)).toEqual(['PRODUCT', 'FAQ', 'CONTACT US', "WHAT'S NEW"]);

    const menuButton = within(nav).getByRole('button', { name: /dev@partner\.example/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(linkNames(nav)).toEqual([
      'PRODUCT',
      'FAQ',
      'CONTACT US',
      "WHAT'S NEW",
      'Profile',
      'My Request',
      'My Application',
      'Key Manager',
      'My Dashboard',
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/myProfile',
    );
    expect(within(nav).getByRole('link', { name: 'My Application' })).toHaveAttribute(
      'href',
      '/application',
    );
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('shows Admin in the user menu of an admin', async () => {
    const { user } = renderRoute('/', fakeAuth(adminUser));
    const nav = await mainNav();
    await user.click(within(nav).getByRole('button', { name: /admin@marque\.example/ }));
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
  });

  it("gives staff (domain login) their extra entry, but not the admin's", async () => {
    const staff = { ...developer, email: 'staff@marque.example', isStaff: true };
    const { user } = renderRoute('/', fakeAuth(staff));
    const nav = await mainNav();
    await user.click(within(nav).getByRole('button', { name: /staff@marque\.example/ }));
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signs out from the user menu and goes home', async () => {
    const auth = fakeAuth(developer);
    const { user, router } = renderRoute('/faq', auth);
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /dev@partner\.example/ }));
    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    // The feedback check fails here (no API configured), so the flow signs out after it.
    await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('PRODUCT highlight', () => {
  it.each([
    ['/apis/category', 'page'],
    ['/apis/services/Customer', 'true'],
    ['/apis/servicesdetail/Customer/vehicle-status', 'true'],
    ['/apis/detail/get-vehicle-status', 'true'],
  ])('marks PRODUCT as current on %s, in the header and the side panel', async (path, current) => {
    const { user } = renderRoute(path);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'PRODUCT' })).toHaveAttribute(
      'aria-current',
      current,
    );
    expect(within(nav).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'PRODUCT' })).toHaveAttribute(
      'aria-current',
      current,
    );
  });

  it('leaves PRODUCT unmarked elsewhere', async () => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'PRODUCT' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('small-screen side panel', () => {
  it('opens a focus-trapped dialog with the same items and closes on Esc', async () => {
    const { user } = renderRoute('/', fakeAuth(adminUser));
    await mainNav();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);

    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(linkNames(panel)).toEqual([
      'PRODUCT',
      'FAQ',
      'CONTACT US',
      "WHAT'S NEW",
      'Profile',
      'My Request',
      'My Application',
      'Key Manager',
      'My Dashboard',
      'Analytics',
      'Admin',
    ]);
    const close = within(panel).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first control wraps to the last one (Sign Out), staying inside.
    await user.tab({ shift: true });
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('shows Sign Out as a button dressed like the panel links around it', async () => {
    const { user } = renderRoute('/', fakeAuth(developer));
    await mainNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    const signOut = within(panel).getByRole('button', { name: 'Sign Out' });
    const dashboard = within(panel).getByRole('link', { name: 'My Dashboard' });
    expect(signOut).toHaveClass(...dashboard.classList);
  });

  it('shows SIGN IN in the panel when signed out', async () => {
    const { user } = renderRoute('/');
    await mainNav();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(linkNames(panel)).toEqual([
      'HOME',
      'FAQ',
      'CONTACT US',
      'PRODUCT',
      "WHAT'S NEW",
      'SIGN IN',
    ]);
  });
});

describe('header search', () => {
  it('is in the header of the home page only (spec §2)', async () => {
    renderRoute('/');
    await mainNav();
    expect(screen.getByRole('combobox', { name: 'Search APIs and FAQ' })).toBeVisible();
  });

  it('is not on the other pages', async () => {
    renderRoute('/faq');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search APIs and FAQ' })).not.toBeInTheDocument();
  });

  it('signed in, leaves the box its room: the user menu shows its initial, the e-mail in its name', async () => {
    renderRoute('/', fakeAuth(developer));
    const nav = await mainNav();
    expect(screen.getByRole('combobox', { name: 'Search APIs and FAQ' })).toBeVisible();
    const menuButton = within(nav).getByRole('button', { name: /dev@partner\.example/ });
    expect(menuButton).toHaveAttribute('title', 'dev@partner.example');
    expect(within(menuButton).getByText('dev@partner.example')).toHaveClass('visually-hidden');
  });

  it('signed in elsewhere, the user menu shows the e-mail', async () => {
    renderRoute('/faq', fakeAuth(developer));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menuButton = await within(nav).findByRole('button', { name: /dev@partner\.example/ });
    expect(menuButton).not.toHaveAttribute('title');
    expect(within(menuButton).getByText('dev@partner.example')).toHaveClass('user-menu__email');
  });
});
