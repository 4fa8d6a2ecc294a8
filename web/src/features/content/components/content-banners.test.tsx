import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { ContentBanners } from './content-banners';

const banner = (id: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'banner',
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
  message: `Banner ${id}`,
  tone: 'warning',
  activeFrom: '2026-01-01T00:00:00.000Z',
  closable: true,
  ...overrides,
});

const decommission = banner('seed-banner-decommission', {
  message: 'This portal will be decommissioned on 30 July.',
  linkUrl: 'https://developer.marque.example/',
  linkLabel: 'Go to the new portal',
});

function renderBanners() {
  return render(
    <MemoryRouter>
      <ContentBanners />
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('content banners', () => {
  it('shows the decommission banner from the content API, its link opening a new tab', async () => {
    mockApi({ '/content/banner': { items: [decommission] } });
    renderBanners();
    const notice = await screen.findByRole('complementary', { name: 'Important notice' });
    expect(notice).toHaveTextContent('This portal will be decommissioned on 30 July.');
    const link = within(notice).getByRole('link', { name: /Go to the new portal/ });
    expect(link).toHaveAttribute('href', 'https://developer.marque.example/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('stacks several active banners', async () => {
    mockApi({
      '/content/banner': {
        items: [decommission, banner('b2', { tone: 'info', message: 'New APIs soon' })],
      },
    });
    renderBanners();
    expect(await screen.findByRole('complementary', { name: 'Notice' })).toHaveTextContent(
      'New APIs soon',
    );
    expect(screen.getAllByRole('complementary')).toHaveLength(2);
  });

  it('stays closed after a remount, until the banner is edited', async () => {
    const user = userEvent.setup();
    mockApi({ '/content/banner': { items: [decommission, banner('b2')] } });
    const first = renderBanners();
    const notice = (await screen.findByText(/decommissioned on 30 July/)).closest('aside');
    await user.click(within(notice!).getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText(/decommissioned on 30 July/)).not.toBeInTheDocument();
    expect(screen.getByText('Banner b2')).toBeVisible();
    first.unmount();

    const second = renderBanners();
    expect(await screen.findByText('Banner b2')).toBeVisible();
    expect(screen.queryByText(/decommissioned on 30 July/)).not.toBeInTheDocument();
    second.unmount();

    vi.unstubAllGlobals();
    mockApi({
      '/content/banner': { items: [{ ...decommission, updatedAt: '2026-02-01T00:00:00.000Z' }] },
    });
    renderBanners();
    expect(await screen.findByText(/decommissioned on 30 July/)).toBeVisible();
  });

  it('offers no Close on a banner that is not closable', async () => {
    mockApi({ '/content/banner': { items: [banner('fixed', { closable: false })] } });
    renderBanners();
    expect(await screen.findByText('Banner fixed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
  });

  it('shows nothing when the call fails', async () => {
    const fetch = mockApi({
      '/content/banner': { status: 500, body: { code: 'X', message: 'x' } },
    });
    const { container } = renderBanners();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
