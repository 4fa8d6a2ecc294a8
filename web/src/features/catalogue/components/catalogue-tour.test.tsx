import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { Config, Driver } from 'driver.js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { AuthContext } from '../../../lib/auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { aCategory, anApi, aService } from '../../../testing/catalogue-fixtures';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { tourDecided } from '../../../testing/tour-decided';
import { mockTourServer } from '../../../testing/tour-server';
import type { SessionUser } from '../../../lib/auth/session-user';

const tours = vi.hoisted(() => [] as { config: Config; drive: () => void }[]);

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    const tour = { config, drive: vi.fn(), destroy: vi.fn() };
    tours.push(tour);
    return tour as unknown as Driver;
  },
}));

const customer = aCategory({ name: 'Customer', requestAccess: true });
const answers = {
  '/catalogue/categories': { items: [customer, aCategory({ name: 'General' })] },
  '/catalogue/categories/Customer/services': {
    category: customer,
    items: [aService(), aService({ service: 'fleet', apiName: 'Fleet' })],
  },
  '/catalogue/categories/Customer/services/vehicle-status': {
    category: customer,
    service: aService(),
    apis: [anApi()],
  },
  '/users/me/category-access': { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
};

async function visit(path: string, user: SessionUser | null = developer) {
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth(user)}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  // The page's data (the tour comes with the cards it points at), the tour progress, driver.js.
  await tourDecided(queryClient, user?.email ?? null);
}

const onlyTour = () => {
  expect(tours).toHaveLength(1);
  return tours[0]!.config;
};
const titles = (config: Config) => config.steps?.map((step) => step.popover?.title);

beforeEach(() => {
  tours.length = 0;
  configureApiClient({ getIdToken: async () => 'id-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

describe('catalogue guided tours', () => {
  it('tours the categories page once, pointing at the cards, Overview and Request Access', async () => {
    const server = mockTourServer([], {
      answers: { ...answers, '/users/me/category-access': { items: [] } },
    });
    await visit('/apis/category');
    const config = onlyTour();
    expect(titles(config)).toEqual(['API categories', 'Overview', 'Request Access']);
    expect(config.steps?.[0]?.element).toBe(screen.getByRole('list', { name: 'API categories' }));
    expect(config.steps?.[2]?.element).toBe(
      screen.getByRole('button', { name: 'Request Access to Customer' }),
    );
    act(() => config.onDestroyStarted?.(undefined, {}, {} as never));
    await vi.waitFor(() => expect(server.flags.has('category')).toBe(true));
  });

  it('leaves out Request Access for an admin, who needs none', async () => {
    mockTourServer([], { answers });
    await visit('/apis/category', adminUser);
    expect(titles(onlyTour())).toEqual(['API categories', 'Overview']);
  });

  it('tours the services page: cards, Browse, Subscribe', async () => {
    mockTourServer([], { answers });
    await visit('/apis/services/Customer');
    const config = onlyTour();
    expect(titles(config)).toEqual(['Services', 'Browse', 'Subscribe']);
    expect(config.steps?.[1]?.element).toBe(
      screen.getByRole('link', { name: 'Browse Vehicle Status' }),
    );
  });

  it('tours the service detail page: versions, APIs, documentation', async () => {
    mockTourServer([], { answers });
    await visit('/apis/servicesdetail/Customer/vehicle-status');
    const config = onlyTour();
    expect(titles(config)).toEqual(['Versions', 'APIs', 'Documentation']);
    expect(config.steps?.[2]?.element).toBe(
      screen.getByRole('link', { name: 'View Get vehicle status' }),
    );
  });

  it('does not come back once the server has the page done', async () => {
    mockTourServer(['category', 'service'], { answers });
    await visit('/apis/category');
    expect(tours).toHaveLength(0);
  });

  it('never tours a visitor', async () => {
    mockTourServer([], { answers });
    await visit('/apis/services/Customer', null);
    expect(tours).toHaveLength(0);
  });
});
