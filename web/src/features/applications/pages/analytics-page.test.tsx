import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { aServiceUsage } from '../testing/usage-fixtures';

vi.mock('../components/usage/uplot-chart', () => ({
  default: () => <div data-testid="chart-canvas" />,
}));

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));

const staff = { ...developer, email: 'staff@marque.example', isStaff: true };
const quiet = aServiceUsage({
  service: 'dealer-locator',
  apiName: 'Dealer Locator',
  calls: 0,
  days: [],
  plans: [],
});
const answer = {
  '/usage/services': { from: '2026-11-01', to: '2026-11-03', services: [quiet, aServiceUsage()] },
};
const askedRanges = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/usage/services')
    .map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`);

describe('Analytics', () => {
  it('shows a partner the calls of the services they subscribe to, said as theirs', async () => {
    mockApi(answer);
    const { router } = renderRoute('/analytics', fakeAuth(developer));
    expect(await screen.findByRole('article', { name: 'Price Quote' })).toHaveTextContent(
      '6 calls',
    );
    expect(
      screen.getByText(
        'Calls per day of each service you subscribe to, summed over your keys, and by plan.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/analytics');
  });

  it('tells a partner without subscriptions how to get some', async () => {
    mockApi({ '/usage/services': { from: '2026-11-01', to: '2026-11-03', services: [] } });
    renderRoute('/analytics', fakeAuth(developer));
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeVisible();
    expect(
      screen.getByText('Subscribe an application to a service to see its calls here.'),
    ).toBeVisible();
  });

  it('shows staff each service’s calls per day and per plan, this month by default', async () => {
    const fetch = mockApi(answer);
    renderRoute('/analytics', fakeAuth(staff));
    const card = await screen.findByRole('article', { name: 'Price Quote' });
    expect(card).toHaveTextContent('6 calls');
    const chart = within(card).getByRole('figure', {
      name: 'Calls per day of Price Quote by plan',
    });
    expect(chart).toHaveTextContent('by series: Basic (sandbox) 4, Premium (sandbox) 2.');
    const plans = within(card).getByRole('table', { name: 'Calls of Price Quote by plan' });
    expect(within(plans).getByRole('row', { name: 'Basic (sandbox) 4 67%' })).toBeVisible();
    // A plan without calls is left out of the chart and the table.
    expect(within(card).queryByText(/Basic \(prod\)/)).not.toBeInTheDocument();
    // Services nobody called are named in one list, not drawn as flat charts.
    expect(screen.queryByRole('article', { name: 'Dealer Locator' })).not.toBeInTheDocument();
    const quietList = screen.getByRole('region', { name: 'No calls in this range' });
    expect(within(quietList).getByRole('listitem')).toHaveTextContent('Dealer Locator');
    expect(screen.getByText('6 calls across 2 services.')).toBeVisible();
    const now = new Date().toISOString().slice(0, 10);
    expect(askedRanges(fetch)).toEqual([`${now.slice(0, 8)}01..${now}`]);
  });

  it('asks for a chosen range, refusing more than 92 days', async () => {
    const fetch = mockApi(answer);
    const { user, router } = renderRoute('/analytics', fakeAuth(adminUser));
    await screen.findByRole('article', { name: 'Price Quote' });
    const form = screen.getByRole('form', { name: 'Date range' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-04-03');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByText('Choose at most 92 days')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(to);
    await user.type(to, '2026-04-02');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(askedRanges(fetch)).toContain('2026-01-01..2026-04-02'));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-04-02');
  });

  it('says the server’s message when the figures cannot be read', async () => {
    mockApi({
      '/usage/services': { status: 403, body: { code: 'Forbidden', message: 'Staff only' } },
    });
    renderRoute('/analytics', fakeAuth(staff));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only');
  });
});
