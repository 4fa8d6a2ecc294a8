import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../../shared/api/docs-operations';
import { mockApi, type MockRequest } from '../../testing/mock-api';
import { HeaderSearch } from './header-search';

const hit = (name: string, displayName: string, method: SearchHit['method'] = 'GET') => ({
  name,
  displayName,
  description: 'About vehicles',
  category: 'Customer',
  service: 'vehicle-status',
  apiName: 'Vehicle Status',
  method,
  versions: ['v1'],
});

const hits: Record<string, SearchHit[]> = {
  veh: [
    hit('getVehicleStatus', 'Get vehicle status'),
    hit('lockVehicle', 'Lock a vehicle', 'POST'),
  ],
  usage: [],
  xyz: [],
};

function Detail() {
  return <p>Detail of {useParams().name}</p>;
}
function Faq() {
  return <p>FAQ {useLocation().search}</p>;
}

function renderSearch(timing = { debounceMs: 10, loaderMs: 50 }) {
  const api = mockApi({
    '/docs/search': ({ body }: MockRequest) => ({
      items: hits[(body as { search: string }).search] ?? [],
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HeaderSearch timing={timing} />
            <input aria-label="Other field" />
          </>
        ),
      },
      { path: '/apis/detail/:name', element: <Detail /> },
      { path: '/faq', element: <Faq /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  return {
    api,
    router,
    user,
    input: screen.getByRole('combobox', { name: 'Search APIs and FAQ' }),
  };
}

afterEach(() => vi.useRealTimers());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('header search', () => {
  it('calls nothing below 3 characters', async () => {
    // Loaded before the clock is faked: a search loads it on demand.
    await import('../../../../shared/api/docs-operations');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, input } = renderSearch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, 've');
    // Far past the debounce (10 ms) and the loader (50 ms), when a search would have gone out.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loader for its minimum time, then the hits with category, service and method', async () => {
    const { api, user, input } = renderSearch({ debounceMs: 10, loaderMs: 400 });
    await user.type(input, 'veh');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    await pause(100);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    const first = await screen.findByRole('option', { name: /Get vehicle status/ });
    expect(first).toHaveTextContent('Customer · Vehicle Status · v1');
    expect(first).toHaveTextContent('GET');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('suggests a FAQ tab whose name contains the term', async () => {
    const { user, input, router } = renderSearch();
    await user.type(input, 'usage');
    const tab = await screen.findByRole('option', { name: /Usage Plans/ });
    await user.click(tab);
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?tab=Usage%20Plans');
  });

  it('says so, word for word, when nothing matches', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'xyz');
    expect(await screen.findByText('No Result found for : xyz')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys and opens the chosen API with Enter', async () => {
    const { user, input, router } = renderSearch();
    await user.type(input, 'veh');
    await screen.findByRole('option', { name: /Lock a vehicle/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Lock a vehicle/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/apis/detail/lockVehicle');
    expect(await screen.findByText('Detail of lockVehicle')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'veh');
    await screen.findByRole('option', { name: /Get vehicle status/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("focuses on '/' unless typing in a field, and on Ctrl+K anywhere", async () => {
    const { user, input } = renderSearch();
    expect(screen.getByText('/')).toBeInTheDocument();
    await user.keyboard('/');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');

    const other = screen.getByRole('textbox', { name: 'Other field' });
    await user.click(other);
    await user.keyboard('/');
    expect(other).toHaveFocus();
    expect(other).toHaveValue('/');
    await user.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();
  });
});
