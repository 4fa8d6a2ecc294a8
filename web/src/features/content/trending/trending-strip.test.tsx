import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendingItem } from '../../../../../shared/api/docs-operations';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { TrendingStrip } from './trending-strip';
import { yesterdayUtc } from './trending-text';

const item = (n: number, description = `Service ${n} description`): TrendingItem => ({
  service: `service-${n}`,
  category: n % 2 ? 'Connected Car' : 'General',
  apiName: `Service ${n}`,
  apiDescription: description,
});

function renderStrip() {
  return render(
    <MemoryRouter>
      <TrendingStrip />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TrendingStrip', () => {
  it("shows yesterday's trending services when there are at least 3, linking to each service", async () => {
    const dates: unknown[] = [];
    const fetch = mockApi({
      '/docs/trending': ({ body }: MockRequest) => {
        dates.push(body);
        return { items: [item(1), item(2), item(3)] };
      },
      '/docs/trending/fallback': { items: [item(9), item(8), item(7)] },
    });
    renderStrip();
    expect(screen.getByRole('heading', { name: 'Trending Services' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading trending services');
    const link = await screen.findByRole('link', { name: 'Service 1' });
    expect(link).toHaveAttribute('href', '/apis/servicesdetail/Connected%20Car/service-1');
    expect(screen.getByText('Service 3 description')).toBeInTheDocument();
    expect(screen.getAllByText('Connected Car')).toHaveLength(2);
    expect(dates).toEqual([{ date: yesterdayUtc() }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Service 9')).not.toBeInTheDocument();
  });

  it('calls the fallback and shows its services when fewer than 3 come back', async () => {
    const fetch = mockApi({
      '/docs/trending': { items: [item(1), item(2)] },
      '/docs/trending/fallback': { items: [item(9), item(8), item(7)] },
    });
    renderStrip();
    expect(await screen.findByRole('link', { name: 'Service 9' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service 1' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back when the trending call fails', async () => {
    mockApi({
      '/docs/trending': { status: 500, body: { code: 'Internal', message: 'boom' } },
      '/docs/trending/fallback': { items: [item(9), item(8), item(7)] },
    });
    renderStrip();
    expect(await screen.findByRole('link', { name: 'Service 8' })).toBeInTheDocument();
  });

  it('cuts descriptions at 120 characters with an ellipsis', async () => {
    const long = `${'Long words '.repeat(15)}end`;
    mockApi({ '/docs/trending': { items: [item(1, long), item(2), item(3)] } });
    renderStrip();
    const shown = await screen.findByText(/^Long words/);
    expect(shown.textContent).toBe(`${long.slice(0, 120).trimEnd()}…`);
  });

  it('hides the strip silently when both calls fail', async () => {
    const fetch = mockApi({
      '/docs/trending': { status: 500, body: { code: 'Internal', message: 'boom' } },
      '/docs/trending/fallback': { status: 503, body: { code: 'Unavailable', message: 'down' } },
    });
    const { container } = renderStrip();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
