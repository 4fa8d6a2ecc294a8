import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import { messages } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { contactAdministrator } from '../../../lib/catalogue-links';
import { aService } from '../../../testing/catalogue-fixtures';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import type { DocsOverlay } from '../../../lib/docs/docs-overlay';
import { mockDocs, priceQuoteCatalogue, serviceDetailPath } from '../testing/docs-api';
import { indexOf, priceQuoteV2 } from '../testing/price-quote-docs';

vi.mock('../components/try-out/try-out-panel', () => ({
  TryOutPanel: ({ operation }: { operation: { name: string } }) => (
    <p>Try-out panel for {operation.name}</p>
  ),
}));

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const overlayPath = '/catalogue/docs-overlay';
const priceQuoteV3: ServiceDoc = {
  ...priceQuoteV2,
  version: 'v3',
  versions: ['v1', 'v2', 'v3'],
  operations: [
    {
      ...priceQuoteV2.operations[0]!,
      name: 'createPriceQuoteV3',
      displayName: 'Create a v3 quote',
      path: '/v3/quotes',
    },
  ],
  changes: undefined,
};
const v3Overlay: DocsOverlay = {
  operations: indexOf(priceQuoteV3).operations,
  documents: [{ category: 'Presales', service: 'price-quote', version: 'v3' }],
  versions: { 'price-quote': ['v1', 'v2', 'v3'] },
  unpublished: [],
  statuses: {},
};

async function opened(name: string) {
  await screen.findByRole('region', { name: 'Request URL' });
  return screen.getByRole('heading', { level: 1, name });
}

describe('documentation page with the runtime overlay', () => {
  it('shows an uploaded version from the portal API, listed in every version switch', async () => {
    mockDocs({}, { [overlayPath]: v3Overlay, '/catalogue/docs/price-quote/v3': priceQuoteV3 });
    renderRoute('/apis/detail/createPriceQuoteV3');
    expect(await opened('Create a v3 quote')).toBeVisible();
    expect(
      screen.getByText('/v3/quotes', { selector: '.doc-header__endpoint code' }),
    ).toBeVisible();

    // A static version's doc offers the new version too.
    renderRoute('/apis/detail/createPriceQuoteV2');
    const selects = await screen.findAllByRole('combobox', { name: 'Version' });
    const options = within(selects.at(-1)!).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('v3');
  });

  it('says what changed in an uploaded version from the build’s previous one', async () => {
    mockDocs({}, { [overlayPath]: v3Overlay, '/catalogue/docs/price-quote/v3': priceQuoteV3 });
    renderRoute('/apis/detail/createPriceQuoteV3');
    const section = await screen.findByRole('region', { name: 'What changed in v3' });
    expect(within(section).getByText(/Compared with v2/)).toBeVisible();
    expect(within(section).getByText(/Existing callers may need changes/)).toBeVisible();
    // v2's accessories list is gone from v3: a breaking removal, in sight.
    expect(within(section).getByRole('heading', { name: 'Removed operations' })).toBeVisible();
    const removed = within(section).getByText('List accessories').closest('li')!;
    expect(within(removed).getByText('Breaking')).toBeVisible();
  });

  it('falls back to the static docs when the overlay cannot be read', async () => {
    mockDocs({}, { [overlayPath]: { status: 500, body: { message: 'Boom' } } });
    renderRoute('/apis/detail/createPriceQuoteV2');
    expect(await opened('Create price quote')).toBeVisible();
  });

  it('withholds an unpublished service’s documentation: contact admin, an empty sidebar', async () => {
    mockDocs({}, { [overlayPath]: { ...v3Overlay, unpublished: ['price-quote'] } });
    renderRoute('/apis/detail/createPriceQuoteV2');
    expect(await screen.findByRole('heading', { name: messages.docsContactAdmin })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Create price quote' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Request URL' })).toBeNull();
    const sidebar = screen.getByRole('navigation', { name: 'Price Quote v2 APIs' });
    expect(within(sidebar).getByText(messages.noApisPublished)).toBeVisible();
    expect(within(sidebar).getByText(contactAdministrator)).toBeVisible();
    expect(within(sidebar).queryAllByRole('link')).toEqual([]);
  });

  it('still says No Such API for an unpublished service’s version the build never had', async () => {
    mockDocs({}, { [overlayPath]: { ...v3Overlay, unpublished: ['price-quote'] } });
    renderRoute('/apis/detail/createPriceQuoteV3');
    expect(await screen.findByRole('heading', { name: messages.noSuchApiTitle })).toBeVisible();
  });

  it('says the version is not on the gateway yet and offers neither try out nor its URL', async () => {
    const catalogue = priceQuoteCatalogue(false);
    mockDocs(
      {},
      {
        [overlayPath]: v3Overlay,
        '/catalogue/docs/price-quote/v3': priceQuoteV3,
        [serviceDetailPath]: {
          ...catalogue,
          service: aService({ ...catalogue.service, undeployedVersions: ['v3'] }),
        },
      },
    );
    renderRoute('/apis/detail/createPriceQuoteV3', fakeAuth(adminUser));
    const tryOut = await screen.findByRole('region', { name: 'Try out' });
    expect(
      await within(tryOut).findByText(
        'Version v3 is not on the gateway yet: try out is not available for it.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Try-out panel/)).toBeNull();
    expect(within(tryOut).queryByRole('button', { name: 'Show code snippets' })).toBeNull();
    // The URL is documented, not offered: no copy, and why calls to it fail.
    const url = screen.getByRole('region', { name: 'Request URL' });
    expect(within(url).getByTestId('request-url')).toHaveTextContent('/v3/quotes');
    expect(
      within(url).getByText(
        'Not served yet: calls to this URL fail until version v3 is on the gateway.',
      ),
    ).toBeVisible();
    expect(within(url).queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('shows the status an admin set since the build', async () => {
    mockDocs({}, { [overlayPath]: { ...v3Overlay, statuses: { createPriceQuoteV2: 'expired' } } });
    renderRoute('/apis/detail/createPriceQuoteV2');
    await opened('Create price quote');
    expect(screen.getByText('Expired')).toBeVisible();
    expect(screen.queryByText('Live')).toBeNull();
  });
});
