import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { Config, Driver } from 'driver.js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { tourDecided } from '../../../testing/tour-decided';
import { mockTourServer } from '../../../testing/tour-server';

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
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  const email = auth.status === 'signedIn' ? (auth.user?.email ?? null) : null;
  // The lazily loaded tour, the tour progress answer and driver.js, in turn.
  const shown = async () => {
    await screen.findByRole('heading', { level: 1, name: 'APIs that move cars' });
    if (email) return tourDecided(queryClient, email);
    // A visitor's page holds no tour to wait for: let its lazy parts load and render (one
    // round), then whatever they started (a second: driver.js, were a tour among them).
    await act(() => vi.dynamicImportSettled());
    await act(() => vi.dynamicImportSettled());
  };
  return { ...view, router, shown };
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
  configureApiClient({ getIdToken: async () => 'id-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

describe('home guided tour', () => {
  it('starts for a signed-in user on startTour, pointing at the home page and header', async () => {
    mockTourServer();
    const { router, shown } = renderHome(fakeAuth(developer), { startTour: true });
    await shown();
    const { config, drive } = onlyTour();
    expect(drive).toHaveBeenCalledOnce();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(config.steps?.map((step) => step.element)).toEqual([
      screen.getByRole('link', { name: 'Explore the APIs' }),
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

  it('records the tour on the server when it ends, and does not run again', async () => {
    const server = mockTourServer();
    const first = renderHome(fakeAuth(developer), { startTour: true });
    await first.shown();
    expect(server.completionCalls('home')).toBe(0);
    finish(onlyTour().config);
    expect(onlyTour().destroy).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(server.flags.has('home')).toBe(true));
    expect(server.completionCalls('home')).toBe(1);
    first.unmount();

    // Another browser (a fresh cache) asks the server.
    tours.length = 0;
    await renderHome(fakeAuth(developer)).shown();
    expect(tours).toHaveLength(0);
  });

  it('runs once per user by default: without startTour while the server has no flag', async () => {
    const server = mockTourServer();
    await renderHome(fakeAuth(developer)).shown();
    expect(onlyTour().drive).toHaveBeenCalledOnce();
    expect(server.progressCalls()).toBe(1);
  });

  it('does not run once the server has the flag', async () => {
    mockTourServer(['home']);
    await renderHome(fakeAuth(developer)).shown();
    expect(tours).toHaveLength(0);
  });

  it('does not run when the progress cannot be read, and says nothing about it', async () => {
    mockTourServer([], { answers: {} }).fetchMock.mockImplementation(
      async () => new Response('{}', { status: 500 }),
    );
    await renderHome(fakeAuth(developer)).shown();
    expect(tours).toHaveLength(0);
    expect(screen.queryByText('Error in getting data')).toBeNull();
  });

  it('still runs on startTour (a first sign-in) whatever the server says', async () => {
    mockTourServer(['home']);
    await renderHome(fakeAuth(developer), { startTour: true }).shown();
    expect(onlyTour().drive).toHaveBeenCalledOnce();
  });

  it('does not come back while the server is still recording it', async () => {
    const server = mockTourServer([], { holdCompletion: true });
    const { router, shown } = renderHome(fakeAuth(developer));
    await shown();
    finish(onlyTour().config);
    await act(() => router.navigate('/404'));
    await act(() => router.navigate('/'));
    await shown();
    expect(tours).toHaveLength(1);
    expect(server.completionCalls('home')).toBe(1);
    expect(server.progressCalls()).toBe(1);
    server.release();
  });

  it('never runs for a visitor, who causes no tour call', async () => {
    const server = mockTourServer();
    const { router, shown } = renderHome(fakeAuth(), { startTour: true });
    await shown();
    expect(tours).toHaveLength(0);
    expect(router.state.location.state).toEqual({ startTour: true });
    // The page's own public calls (trending strip, banners, maintenance) are no tour calls.
    const tourCalls = server.fetchMock.mock.calls.filter(([input]) => {
      const url = String(input instanceof Request ? input.url : input);
      return !url.includes('/docs/trending') && !url.includes('/content/');
    });
    expect(tourCalls).toHaveLength(0);
  });

  it('counts leaving the page during the tour as closing it', async () => {
    const server = mockTourServer();
    const { router, shown } = renderHome(fakeAuth(developer), { startTour: true });
    await shown();
    await act(() => router.navigate('/404'));
    expect(onlyTour().destroy).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(server.completionCalls('home')).toBe(1));
  });
});
