import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { aSubscription } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { aCertificate } from '../testing/credentials-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));

const customerKey = aSubscription({
  previousKeyExpiresAt: '2026-11-22T10:00:00.000Z',
});
const partnerKey = aSubscription({
  id: 'dealer-stock.prod',
  service: 'dealer-stock',
  apiName: 'Dealer Stock',
  category: 'Partner',
  stage: 'prod',
  tier: 'Premium',
  apiKeyId: 'key-789',
  maskedKey: '••••••••9999',
});

/** Answers `/keys` by the category the page asks for. */
function openKeyManager(path: string, answers: { apiKey?: unknown[]; certificate?: unknown[] }) {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const category = url.searchParams.get('category');
    const body =
      category === 'certificate'
        ? { category, certificates: answers.certificate ?? [] }
        : { category, apiKeys: answers.apiKey ?? [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return renderRoute(path, fakeAuth(developer));
}

describe('Key Manager', () => {
  it('groups the API keys by category, masked, with the previous key’s expiry', async () => {
    openKeyManager('/keyManager?category=apiKey', { apiKey: [partnerKey, customerKey] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Key Manager' })).toBeVisible();
    const tab = screen.getByRole('tab', { name: 'API keys' });
    expect(tab).toHaveAttribute('aria-selected', 'true');

    const customer = await screen.findByRole('region', { name: 'Customer' });
    const partner = screen.getByRole('region', { name: 'Partner' });
    const customerRow = within(customer).getByRole('row', { name: /fleet-app/ });
    for (const text of ['Vehicle Status', 'sandbox', 'Basic', '••••••••wxyz', '21 Nov 2026']) {
      expect(within(customerRow).getByText(text)).toBeVisible();
    }
    expect(customerRow).toHaveTextContent('Previous key works until 22 Nov 2026, 10:00 UTC');
    expect(within(customer).queryByText('Dealer Stock')).not.toBeInTheDocument();
    const partnerRow = within(partner).getByRole('row', { name: /fleet-app/ });
    expect(within(partnerRow).getByText('Dealer Stock')).toBeVisible();
    expect(within(partnerRow).getByText('Premium')).toBeVisible();
    expect(
      within(partnerRow).getByRole('button', { name: 'Reveal fleet-app Dealer Stock prod key' }),
    ).toBeVisible();
  });

  it('reveals a prod key only through the code dialog, with no Copy beside it', async () => {
    const { user } = openKeyManager('/keyManager?category=apiKey', { apiKey: [partnerKey] });
    const partner = await screen.findByRole('region', { name: 'Partner' });
    const row = within(partner).getByRole('row', { name: /fleet-app/ });
    expect(within(row).queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Reveal fleet-app Dealer Stock prod key' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reveal Dealer Stock prod key' });
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeVisible();
    expect(within(row).getByText('••••••••9999')).toBeVisible();
  });

  it('switches tabs through the URL’s category', async () => {
    const { user, router } = openKeyManager('/keyManager', {
      apiKey: [customerKey],
      certificate: [aCertificate()],
    });
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Client certificates' }));
    expect(router.state.location.search).toBe('?category=certificate');
    expect(
      await screen.findByRole('tab', { name: 'Client certificates', selected: true }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Client certificates' });
    const row = within(table).getByRole('row', { name: /fleet-app/ });
    for (const text of ['abc123cert', 'Backend', '21 Nov 2026', '21 Nov 2027']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(
      within(row).getByRole('button', { name: 'Revoke certificate abc123cert' }),
    ).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Client certificates' })).toContainElement(table);
  });

  it('shows the API keys for an unknown category', async () => {
    openKeyManager('/keyManager?category=passwords', { apiKey: [customerKey] });
    expect(await screen.findByRole('tab', { name: 'API keys' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeVisible();
  });

  it('says so when there are no keys, pointing to the applications', async () => {
    openKeyManager('/keyManager?category=apiKey', {});
    const empty = await screen.findByRole('region', { name: 'No API keys yet' });
    expect(within(empty).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/application',
    );
  });

  it('says where certificates are generated when there are none', async () => {
    openKeyManager('/keyManager?category=certificate', {});
    const empty = await screen.findByRole('region', { name: 'No client certificates yet' });
    expect(empty).toHaveTextContent('Generate one on the application’s page');
  });
});
