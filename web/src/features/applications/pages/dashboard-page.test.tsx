import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { aSubscriptionUsage } from '../testing/usage-fixtures';

// jsdom has no canvas: the drawing is stood in for; the summary and table are the real ones.
vi.mock('../components/usage/uplot-chart', () => ({
  default: () => <div data-testid="chart-canvas" />,
}));

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));

const usageAnswer = (subscriptions: unknown[]) => ({
  '/usage': { from: '2026-11-01', to: '2026-11-03', subscriptions },
});

const otherApp = {
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'billing-app',
};

describe('My Dashboard', () => {
  it('shows each subscription’s calls per day, quota meter, rate and burst', async () => {
    mockApi(usageAnswer([aSubscriptionUsage()]));
    renderRoute('/dashboard', fakeAuth(developer));
    const card = await screen.findByRole('article', { name: 'Vehicle Status (sandbox)' });
    expect(within(card).getByText('Basic')).toBeVisible();
    expect(within(card).getByText('200 requests/s')).toBeVisible();
    expect(within(card).getByText('100', { selector: 'dd' })).toBeVisible();
    const meter = within(card).getByRole('meter', {
      name: 'Vehicle Status (sandbox) quota used this month',
    });
    expect(meter).toHaveAttribute('aria-valuetext', '15 of 100,000 calls used (<1%)');
    expect(card).toHaveTextContent('99,985 remaining of 100,000');
    const chart = within(card).getByRole('figure', {
      name: 'Calls per day of Vehicle Status (sandbox)',
    });
    expect(chart).toHaveTextContent('15 calls from 1 Nov to 3 Nov; the busiest day 3 Nov with 12');
    expect(await within(chart).findByTestId('chart-canvas')).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: '3 Nov 12' })).toBeInTheDocument();
  });

  it('groups by application and filters to one', async () => {
    mockApi(
      usageAnswer([
        aSubscriptionUsage(),
        aSubscriptionUsage({
          ...otherApp,
          service: 'price-quote',
          apiName: 'Price Quote',
          tier: 'Premium',
        }),
      ]),
    );
    const { user } = renderRoute('/dashboard', fakeAuth(developer));
    expect(await screen.findByRole('heading', { level: 2, name: 'fleet-app' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'billing-app' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'billing-app' })).toHaveAttribute(
      'href',
      `/application/appdetails?applicationId=${otherApp.applicationId}`,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Application' }), 'billing-app');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'fleet-app' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Price Quote (sandbox)' })).toBeVisible();
  });

  it('says there are no subscriptions yet, with a way to the applications', async () => {
    mockApi(usageAnswer([]));
    renderRoute('/dashboard', fakeAuth(developer));
    const empty = await screen.findByRole('region', { name: 'No subscriptions yet' });
    expect(within(empty).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/application',
    );
  });

  it('shows a loading state, then the error with a retry', async () => {
    let release: (value: unknown) => void = () => undefined;
    let calls = 0;
    mockApi({
      '/usage': () => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (release = resolve));
        return { status: 500, body: { code: 'Internal', message: 'Usage is unavailable' } };
      },
    });
    const { user } = renderRoute('/dashboard', fakeAuth(developer));
    expect(await screen.findByText('Loading your usage…')).toBeVisible();
    release({ status: 500, body: { code: 'Internal', message: 'Usage is unavailable' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usage is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls).toBe(2);
  });
});
