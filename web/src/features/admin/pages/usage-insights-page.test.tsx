import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { lastQuery } from '../testing/admin-fixtures';
import { days } from '../testing/insights-fixtures';

// jsdom has no canvas: the drawing is stood in for; what a screen reader gets is the real thing.
vi.mock('../components/insights/stacked-uplot', () => ({
  default: ({ series }: { series: readonly { label: string }[] }) => (
    <div data-testid="chart-canvas">{series.map((s) => s.label).join(', ')}</div>
  ),
}));

beforeEach(() => {
  configureApiClient({ getIdToken: async () => 'id-token' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-07T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = {
  from: '2026-11-01',
  to: '2026-11-07',
  groupBy: 'service',
  calls: 1530,
  groups: [
    {
      key: 'vehicle-status',
      label: 'Vehicle status',
      calls: 1500,
      days: days(1, [0, 0, 0, 0, 0, 500, 1000]),
    },
    {
      key: 'dealer-locator',
      label: 'Dealer locator',
      calls: 30,
      days: days(1, [10, 0, 0, 0, 0, 0, 20]),
    },
  ],
};

describe('usage insights page', () => {
  it('asks for the last 7 days by service, and charts and totals each group', async () => {
    const mock = mockApi({ '/admin/usage': answer });
    renderRoute('/admin/usageInsights', fakeAuth(adminUser));
    const table = await screen.findByRole('table', {
      name: 'Calls by service from 2026-11-01 to 2026-11-07 (UTC)',
    });
    const query = lastQuery(mock, '/admin/usage');
    expect([query.get('from'), query.get('to'), query.get('groupBy')]).toEqual([
      '2026-11-01',
      '2026-11-07',
      'service',
    ]);
    expect(within(table).getByRole('row', { name: /Vehicle status/ })).toHaveTextContent('1,500');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('1,530');
    const figure = screen.getByRole('figure', { name: /Calls per day by service/ });
    expect(await within(figure).findByTestId('chart-canvas')).toHaveTextContent(
      'Vehicle status, Dealer locator',
    );
    expect(figure).toHaveTextContent(
      '1,530 calls from 1 Nov to 7 Nov; the busiest day 7 Nov with 1,020 calls.',
    );
  });

  it('regroups by application for another range, refusing a reversed or too long one first', async () => {
    const mock = mockApi({ '/admin/usage': answer });
    const { user } = renderRoute('/admin/usageInsights', fakeAuth(adminUser));
    await screen.findByRole('figure', { name: /Calls per day/ });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('From must be on or before To')).toBeVisible();
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose at most 90 days')).toBeVisible();
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.selectOptions(screen.getByLabelText('Group by'), 'application');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const query = lastQuery(mock, '/admin/usage');
      expect([query.get('from'), query.get('to'), query.get('groupBy')]).toEqual([
        '2026-10-01',
        '2026-10-31',
        'application',
      ]);
    });
  });

  it('says so when there was no call', async () => {
    mockApi({ '/admin/usage': { ...answer, groups: [], calls: 0 } });
    renderRoute('/admin/usageInsights', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { name: 'No calls in this range' })).toBeVisible();
  });

  it('shows the error with a retry', async () => {
    mockApi({ '/admin/usage': { status: 500, body: { message: 'Boom' } } });
    renderRoute('/admin/usageInsights', fakeAuth(adminUser));
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });
});
