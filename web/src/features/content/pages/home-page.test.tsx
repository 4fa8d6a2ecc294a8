import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import { mockTourServer } from '../../../testing/tour-server';

async function hero() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
  const section = heading.closest('section');
  if (!section) throw new Error('The hero heading sits in no section');
  return section;
}

// The developer has seen the home tour: its popover would otherwise cover the hero.
beforeEach(() => {
  configureApiClient({ getIdToken: async () => 'id-token' });
  mockTourServer(['home']);
});

describe('home page hero', () => {
  it('offers a visitor registration, leading to the register form', async () => {
    const { user, router } = renderRoute('/');
    const register = within(await hero()).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/register');
    await user.click(register);
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('offers a signed-in user no registration', async () => {
    renderRoute('/', fakeAuth(developer));
    const section = await hero();
    expect(within(section).getByRole('link', { name: 'Explore the APIs' })).toBeVisible();
    expect(within(section).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
