import { act, screen } from '@testing-library/react';
import type { Config, Driver } from 'driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tourPages } from '../../../../../shared/tours';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import { tourDecided } from '../../../testing/tour-decided';
import { categoryAccessPath, mockDocs } from '../testing/docs-api';

const tours = vi.hoisted(() => [] as { config: Config }[]);

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    const tour = { config, drive: vi.fn(), destroy: vi.fn() };
    tours.push(tour);
    return tour as unknown as Driver;
  },
}));
vi.mock('./try-out/try-out-panel', () => ({ TryOutPanel: () => <p>Try-out panel</p> }));

/** The tour flags as the server keeps them, beside the documentation files. */
function mockServer(done: string[]) {
  const flags = new Set(done);
  mockDocs(
    {},
    {
      [categoryAccessPath]: { items: [{ category: 'Presales', requestStatus: 'Approved' }] },
      '/users/me/tours': () => ({ done: [...flags] }),
      ...Object.fromEntries(
        tourPages.map((page) => [
          `/users/me/tours/${page}`,
          () => {
            flags.add(page);
            return { done: [...flags] };
          },
        ]),
      ),
    },
  );
  return flags;
}

/** The page as it opens: the documentation, then the tour progress and driver.js. */
async function opened(path: string) {
  const { queryClient } = renderRoute(path, fakeAuth(developer));
  await screen.findByRole('region', { name: 'Request URL' });
  await tourDecided(queryClient, developer.email);
}

beforeEach(() => {
  tours.length = 0;
  configureApiClient({ getIdToken: async () => 'id-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

describe('documentation guided tour', () => {
  it('tours the sidebar, request URL, try out and responses once, then records it', async () => {
    const flags = mockServer([]);
    await opened('/apis/detail/createPriceQuoteV2');
    expect(tours).toHaveLength(1);
    const { config } = tours[0]!;
    expect(config.steps?.map((step) => step.popover?.title)).toEqual([
      'APIs of this version',
      'Request URL',
      'Try it out',
      'Sample responses',
    ]);
    expect(config.steps?.[3]?.element).toBe(
      screen.getByRole('region', { name: 'Sample responses' }),
    );
    act(() => config.onDestroyStarted?.(undefined, {}, {} as never));
    await vi.waitFor(() => expect(flags.has('documentation')).toBe(true));
  });

  it('does not run again once done', async () => {
    mockServer(['documentation']);
    await opened('/apis/detail/createPriceQuoteV2');
    expect(tours).toHaveLength(0);
  });
});
