import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { Config, Driver } from 'driver.js';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tourPages, type TourPage } from '../../../../shared/tours';
import { configureApiClient, resetApiClientSession } from '../../lib/api-client';
import { AuthContext } from '../../lib/auth/auth-context';
import { createQueryClient } from '../../lib/query-client';
import { developer, fakeAuth } from '../../testing/fake-auth';
import { tourDecided } from '../../testing/tour-decided';
import { mockTourServer } from '../../testing/tour-server';
import { tourTarget, type TourStep } from './tour-step';
import { beginTourVisit } from './tour-visit';
import { useGuidedTour } from './use-guided-tour';
import { tourProgressKey } from './use-tour-progress';

const tours = vi.hoisted(() => [] as { config: Config; drive: () => void; destroy: () => void }[]);

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    const tour = { config, drive: vi.fn(), destroy: vi.fn() };
    tours.push(tour);
    return tour as unknown as Driver;
  },
}));

const steps: TourStep[] = [{ target: tourTarget('spot'), title: 'Here', description: 'This' }];

function PageTour({ page }: { page: TourPage }) {
  useGuidedTour({ page, steps });
  return null;
}

/** One page visit showing the tours of `pages` (as if the page were made of several parts). */
function visitPage(pages: TourPage[], queryClient: QueryClient = createQueryClient()) {
  beginTourVisit();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth(developer)}>
        <p data-tour="spot">A spot to point at</p>
        {pages.map((page) => (
          <PageTour key={page} page={page} />
        ))}
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, decided: () => tourDecided(queryClient, developer.email) };
}

function openDialog(): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.textContent = 'Subscribe';
  document.body.append(dialog);
  return dialog;
}

/** Renders the current step's popover as driver.js would and clicks its 'Skip all tours'. */
function clickSkipAll(config: Config) {
  const wrapper = document.createElement('div');
  const footer = document.createElement('footer');
  const closeButton = document.createElement('button');
  const nextButton = document.createElement('button');
  const title = document.createElement('header');
  footer.append(nextButton);
  wrapper.append(closeButton, title, footer);
  document.body.append(wrapper);
  config.onPopoverRender?.(
    { wrapper, closeButton, title, footer, nextButton } as unknown as Parameters<
      NonNullable<Config['onPopoverRender']>
    >[0],
    {} as never,
  );
  const skip = Array.from(wrapper.querySelectorAll('button')).find(
    (button) => button.textContent === 'Skip all tours',
  );
  if (!skip) throw new Error("no 'Skip all tours' button");
  act(() => skip.click());
}

beforeEach(() => {
  tours.length = 0;
  configureApiClient({ getIdToken: async () => 'id-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  document.body.innerHTML = '';
});

describe("useGuidedTour: 'Skip all tours'", () => {
  it('records every tour in one call, says so at once, and no tour shows again', async () => {
    const server = mockTourServer([], { holdCompletion: true });
    const home = visitPage(['home']);
    await home.decided();
    expect(tours).toHaveLength(1);

    clickSkipAll(tours[0]!.config);
    expect(tours[0]!.destroy).toHaveBeenCalledOnce();
    // The cache says so before the server has answered.
    await vi.waitFor(() =>
      expect(home.queryClient.getQueryData(tourProgressKey(developer.email))).toEqual({
        done: [...tourPages],
      }),
    );
    expect(server.completionCalls('all')).toBe(1);
    expect(server.tourCalls()).toBe(2); // the progress, then the one skip
    expect(
      await screen.findByText(
        'Tours skipped. To see them again, choose Show the tours again on My Profile.',
      ),
    ).toBeVisible();
    server.release();
    await vi.waitFor(() => expect(server.flags.size).toBe(tourPages.length));
    const { queryClient } = home;
    home.unmount();

    // The next pages of this browser, then another browser (a fresh cache): no tour.
    await visitPage(['category'], queryClient).decided();
    await visitPage(['documentation']).decided();
    expect(tours).toHaveLength(1);
    expect(server.completionCalls('all')).toBe(1);
    expect(tourPages.map((page) => server.completionCalls(page))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('useGuidedTour and dialogs', () => {
  it('waits while a dialog is open and starts on the same visit once it closes', async () => {
    mockTourServer();
    const dialog = openDialog();
    const page = visitPage(['service-detail']);
    await page.decided();
    expect(tours).toHaveLength(0);

    act(() => dialog.remove());
    await vi.waitFor(() => expect(tours).toHaveLength(1));
    expect(tours[0]!.drive).toHaveBeenCalledOnce();
  });

  it('stops when a dialog opens, records nothing, and shows on a later visit only', async () => {
    const server = mockTourServer();
    const first = visitPage(['service-detail']);
    await first.decided();
    expect(tours).toHaveLength(1);

    const dialog = openDialog();
    await vi.waitFor(() => expect(tours[0]!.destroy).toHaveBeenCalledOnce());
    act(() => dialog.remove());
    await act(() => vi.dynamicImportSettled());
    expect(tours).toHaveLength(1);
    first.unmount();
    expect(server.completionCalls('service-detail')).toBe(0);

    await visitPage(['service-detail'], first.queryClient).decided();
    expect(tours).toHaveLength(2);
  });
});

describe('useGuidedTour: one tour per page visit', () => {
  it('shows only the first of two tours wanting the same visit; the other on the next', async () => {
    const server = mockTourServer();
    const page = visitPage(['home', 'category']);
    await page.decided();
    expect(tours).toHaveLength(1);
    act(() => tours[0]!.config.onDestroyStarted?.(undefined, {}, {} as never));
    await act(() => vi.dynamicImportSettled());
    expect(tours).toHaveLength(1);
    const recorded = tourPages.filter((tour) => server.completionCalls(tour) === 1);
    expect(recorded).toHaveLength(1);
    page.unmount();

    await visitPage(['home', 'category'], page.queryClient).decided();
    expect(tours).toHaveLength(2);
  });
});
