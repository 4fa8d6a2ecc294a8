import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { Config, Driver } from 'driver.js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { isTourDone, markTourDone } from '../../../lib/auth/tour-flags';
import { developer, fakeAuth } from '../../../testing/fake-auth';

const tours = vi.hoisted(() => [] as { config: Config; drive: () => void; destroy: () => void }[]);

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    const tour = { config, drive: vi.fn(), destroy: vi.fn() };
    tours.push(tour);
    return tour as unknown as Driver;
  },
}));

/** The home page as after a sign-in: the real route tree, with router state when given. */
function renderHome(auth: AuthContextValue, state: unknown = null) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname: '/', state }] });
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

async function homeShown() {
  await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
  // Let the lazily loaded tour module resolve.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

function onlyTour() {
  expect(tours).toHaveLength(1);
  const [tour] = tours;
  if (!tour) throw new Error('no tour');
  return tour;
}

/** What driver.js does on Done, Close, Esc or an overlay click: asks before destroying. */
function finish(config: Config) {
  act(() => config.onDestroyStarted?.(undefined, {}, {} as never));
}

beforeEach(() => {
  tours.length = 0;
});

describe('home guided tour', () => {
  it('starts for a signed-in user on startTour, pointing at the home page and header', async () => {
    const { router } = renderHome(fakeAuth(developer), { startTour: true });
    await homeShown();
    const { config, drive } = onlyTour();
    expect(drive).toHaveBeenCalledOnce();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(config.steps?.map((step) => step.element)).toEqual([
      screen.getByRole('link', { name: 'Explore PRODUCT' }),
      within(nav).getByRole('link', { name: 'PRODUCT' }),
      within(nav).getByRole('button', { name: /Account menu for/ }),
      screen.getByRole('region', { name: 'Why build on Marque' }),
    ]);
    expect(config.steps?.map((step) => step.popover?.title)).toEqual([
      'Explore the catalogue',
      'PRODUCT, from any page',
      'Your account',
      'Why build on Marque',
    ]);
    // The request is used up: a reload of this history entry does not replay the tour.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sets the done flag when the tour ends, and does not run again', async () => {
    const first = renderHome(fakeAuth(developer), { startTour: true });
    await homeShown();
    expect(isTourDone(developer.email, 'home')).toBe(false);
    finish(onlyTour().config);
    expect(onlyTour().destroy).toHaveBeenCalledOnce();
    expect(isTourDone(developer.email, 'home')).toBe(true);
    first.unmount();

    tours.length = 0;
    renderHome(fakeAuth(developer));
    await homeShown();
    expect(tours).toHaveLength(0);
  });

  it('runs once per user by default: without startTour while the flag is unset', async () => {
    renderHome(fakeAuth(developer));
    await homeShown();
    expect(onlyTour().drive).toHaveBeenCalledOnce();
  });

  it('does not run again once the flag is set', async () => {
    markTourDone(developer.email, 'home');
    renderHome(fakeAuth(developer));
    await homeShown();
    expect(tours).toHaveLength(0);
  });

  it('still runs on startTour (a first sign-in) when this browser has the flag', async () => {
    markTourDone(developer.email, 'home');
    renderHome(fakeAuth(developer), { startTour: true });
    await homeShown();
    expect(onlyTour().drive).toHaveBeenCalledOnce();
  });

  it('never runs for a visitor', async () => {
    const { router } = renderHome(fakeAuth(), { startTour: true });
    await homeShown();
    expect(tours).toHaveLength(0);
    expect(router.state.location.state).toEqual({ startTour: true });
  });

  it('counts leaving the page during the tour as closing it', async () => {
    const { router } = renderHome(fakeAuth(developer), { startTour: true });
    await homeShown();
    await act(() => router.navigate('/404'));
    expect(onlyTour().destroy).toHaveBeenCalledOnce();
    expect(isTourDone(developer.email, 'home')).toBe(true);
  });
});
