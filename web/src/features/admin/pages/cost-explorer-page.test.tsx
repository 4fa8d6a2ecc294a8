import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { costModelStatement } from '../../../../../shared/cost-model';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const answer = {
  from: '2026-11-01',
  to: '2026-11-07',
  currency: 'INR',
  prices: { Basic: 0.5, Standard: 0.4, Advanced: 0.3, Premium: 0.25 },
  model: costModelStatement(),
  calls: 5523,
  cost: 1.76,
  services: [{ key: 'vehicle-status', label: 'Vehicle status', calls: 5523, cost: 1.76 }],
  applications: [
    { key: 'a', label: 'Fleet-App (ana@partner.example)', calls: 5503, cost: 1.75 },
    { key: 'deleted', label: 'Deleted applications', calls: 20, cost: 0.01 },
  ],
};

describe('cost explorer page', () => {
  it('states the model and shows the totals per service and per application', async () => {
    mockApi({ '/admin/costs': answer });
    renderRoute('/admin/costexplorer', fakeAuth(adminUser));
    expect(
      await screen.findByText(
        'Estimated cost = calls × price per 1,000 calls of the plan; prices: Basic ₹0.50, ' +
          'Standard ₹0.40, Advanced ₹0.30, Premium ₹0.25 (INR).',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Estimated total from 2026-11-01 to 2026-11-07/)).toHaveTextContent(
      '₹1.76 for 5,523 calls',
    );
    const bars = screen.getByRole('figure', { name: 'Estimated cost per service' });
    expect(bars).toHaveTextContent('Vehicle status₹1.76 · 5,523 calls');
    const apps = screen.getByRole('table', { name: 'Estimated cost per application' });
    expect(within(apps).getByRole('row', { name: /Fleet-App/ })).toHaveTextContent('5,503₹1.75');
    expect(within(apps).getByRole('row', { name: /Deleted applications/ })).toHaveTextContent(
      '20₹0.01',
    );
  });

  it('says so when there was no call, still stating the model', async () => {
    mockApi({ '/admin/costs': { ...answer, calls: 0, cost: 0, services: [], applications: [] } });
    renderRoute('/admin/costexplorer', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { name: 'No calls in this range' })).toBeVisible();
    expect(screen.getByText(/^Estimated cost = calls × price per 1,000 calls/)).toBeVisible();
  });

  it('shows the error with a retry', async () => {
    mockApi({ '/admin/costs': { status: 500, body: { message: 'Boom' } } });
    renderRoute('/admin/costexplorer', fakeAuth(adminUser));
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });
});
