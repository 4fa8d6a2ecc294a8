import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { lastQuery } from '../testing/admin-fixtures';
import { anApplication } from '../testing/insights-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const page = (items = [anApplication()], total = items.length) => ({
  items,
  total,
  limit: 10,
  offset: 0,
});

describe('all applications page', () => {
  it('lists applications with owner and created date, subscriptions with masked keys on demand', async () => {
    mockApi({
      '/admin/applications': page(
        [
          anApplication(),
          anApplication({
            applicationId: 'b',
            applicationName: 'Dealer-Portal',
            owner: 'zoe@dealer.example',
            createdAt: '2026-11-05T10:00:00.000Z',
            subscriptions: [],
          }),
        ],
        12,
      ),
    });
    const { user } = renderRoute('/admin/allApps', fakeAuth(adminUser));
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const rows = within(table).getAllByRole('row');
    // Newest first by default.
    expect(rows[1]).toHaveTextContent('Dealer-Portal');
    expect(rows[1]).toHaveTextContent('zoe@dealer.example');
    expect(rows[1]).toHaveTextContent('None');
    expect(rows[2]).toHaveTextContent('Fleet-App');
    expect(rows[2]).toHaveTextContent('1 Nov 2026');
    expect(screen.getByText('1–10 of 12')).toBeVisible();

    const show = screen.getByRole('button', { name: 'Show the 1 subscriptions of Fleet-App' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const subscriptions = screen.getByRole('table', { name: 'Subscriptions of Fleet-App' });
    expect(within(subscriptions).getByRole('row', { name: /Vehicle status/ })).toHaveTextContent(
      'sandboxBasic****************9xyz',
    );

    await user.click(screen.getByRole('button', { name: /Application/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dealer-Portal');
    await user.click(screen.getByRole('button', { name: /Application/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Fleet-App');
  });

  it('filters by owner prefix and name and pages on the server', async () => {
    const mock = mockApi({ '/admin/applications': page([anApplication()], 25) });
    const { user } = renderRoute('/admin/allApps', fakeAuth(adminUser));
    await screen.findByRole('table', { name: 'Applications, newest first' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(mock, '/admin/applications').get('offset')).toBe('10'));
    await user.type(screen.getByLabelText('Owner (e-mail starts with)'), 'ana@');
    await user.type(screen.getByLabelText('Application name contains'), 'fleet');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const query = lastQuery(mock, '/admin/applications');
      expect([query.get('owner'), query.get('name'), query.get('offset')]).toEqual([
        'ana@',
        'fleet',
        '0',
      ]);
    });
  });

  it('says so when there is no application', async () => {
    mockApi({ '/admin/applications': page([]) });
    renderRoute('/admin/allApps', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { name: 'No applications found' })).toBeVisible();
    expect(screen.getByText('No partner has created an application yet.')).toBeVisible();
  });

  it('shows the error with a retry', async () => {
    mockApi({ '/admin/applications': { status: 500, body: { message: 'Boom' } } });
    renderRoute('/admin/allApps', fakeAuth(adminUser));
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });
});
