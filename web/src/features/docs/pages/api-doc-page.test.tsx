import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docsIndexPath, serviceDocPath } from '../../../../../shared/docs/doc-model';
import { messages, requestAccessForTryOut } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import {
  categoryAccessPath,
  mockDocs,
  priceQuoteCatalogue,
  serviceDetailPath,
} from '../testing/docs-api';
import { indexOf, priceQuoteV1, priceQuoteV2 } from '../testing/price-quote-docs';

// The real panel is built beside this page; here only whether it is shown matters.
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

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The operation's heading once its document is shown (the loading frame has it too). */
async function opened(name?: string) {
  await screen.findByRole('region', { name: 'Request URL' });
  return screen.getByRole('heading', { level: 1, name });
}

describe('documentation page', () => {
  it('resolves the operation by its name alone, so the link opens the same operation', async () => {
    mockDocs();
    renderRoute('/apis/detail/createPriceQuoteV2');
    expect(await opened('Create price quote')).toBeVisible();
    expect(screen.getByText('Live')).toBeVisible();
    expect(
      screen.getByText('/v2/quotes', { selector: '.doc-header__endpoint code' }),
    ).toBeVisible();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Presales' })).toHaveAttribute(
      'href',
      '/apis/services/Presales',
    );
    expect(within(crumbs).getByRole('link', { name: 'Price Quote' })).toHaveAttribute(
      'href',
      '/apis/servicesdetail/Presales/price-quote?version=v2',
    );

    const sidebar = screen.getByRole('navigation', { name: 'Price Quote v2 APIs' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'POSTCreate price quote',
      'GETList accessories',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/apis/detail/listQuoteAccessories?version=v2');
  });

  it('opens the version named in the address', async () => {
    mockDocs();
    renderRoute('/apis/detail/createPriceQuote?version=v1');
    expect(await opened('Create price quote')).toBeVisible();
    expect(screen.getByText('To Be Expired')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('v1');
  });

  it("says 'No Such API' for a name the index does not know", async () => {
    mockDocs();
    renderRoute('/apis/detail/noSuchOperation');
    expect(await heading(messages.noSuchApiTitle)).toBeVisible();
    expect(screen.getByText(messages.noSuchApi)).toBeVisible();
  });

  it("says 'No APIs Published', also in the sidebar, for a version without operations", async () => {
    const empty = { ...priceQuoteV2, version: 'v3', versions: ['v1', 'v2', 'v3'], operations: [] };
    mockDocs({ [serviceDocPath('price-quote', 'v3')]: empty });
    renderRoute('/apis/detail/createPriceQuoteV2?version=v3');
    const panel = await screen.findByRole('region', { name: messages.noApisPublished });
    expect(within(panel).getByText(/contact the administrator/)).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Price Quote v3 APIs' });
    expect(within(sidebar).getByText(messages.noApisPublished)).toBeVisible();
    expect(within(sidebar).getByText(/contact the administrator/)).toBeVisible();
  });

  it.each([
    ['is missing', { status: 404, body: { message: 'Not Found' } }],
    ['is not a service document', { hello: 'world' }],
  ])("asks to contact admin when the service's document %s", async (_, answer) => {
    mockDocs({ [serviceDocPath('price-quote', 'v2')]: answer });
    renderRoute('/apis/detail/createPriceQuoteV2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.docsContactAdmin)).toBeVisible();
  });

  it('asks to contact admin when the index cannot be read', async () => {
    mockDocs({ [docsIndexPath]: { status: 500, body: 'oops' } });
    renderRoute('/apis/detail/createPriceQuoteV2');
    expect(await screen.findByText(messages.docsContactAdmin)).toBeVisible();
  });

  it('masks the request URL for visitors and shows it whole when signed in', async () => {
    mockDocs();
    const visitor = renderRoute('/apis/detail/createPriceQuoteV2');
    expect(await screen.findByTestId('request-url')).toHaveTextContent(
      'https://••••••••/v2/quotes',
    );
    expect(screen.queryByText(/pq7x2k/)).toBeNull();
    visitor.unmount();

    renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(adminUser));
    expect(await screen.findByTestId('request-url')).toHaveTextContent(
      'https://pq7x2k.execute-api.eu-west-1.amazonaws.com/sandbox/v2/quotes',
    );
  });

  it('takes the apiId from the catalogue when the document has none', async () => {
    const noApiId = { ...priceQuoteV2, apiId: '' };
    mockDocs({ [serviceDocPath('price-quote', 'v2')]: noApiId });
    renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(adminUser));
    expect(
      await screen.findByText(
        'https://pq7x2k.execute-api.eu-west-1.amazonaws.com/sandbox/v2/quotes',
      ),
    ).toHaveAttribute('data-testid', 'request-url');
  });

  it('lists parameters with required marks, Mandatory Yes/No and their rules', async () => {
    mockDocs();
    renderRoute('/apis/detail/listModelVariants?version=v1');
    const table = await screen.findByRole('table', { name: 'Request parameters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name and type', 'In', 'Mandatory', 'Rules', 'Description']);
    const [modelCode, fuel, limit] = within(table).getAllByRole('row').slice(1);
    expect(within(modelCode!).getByRole('rowheader')).toHaveTextContent(
      'modelCode* (required)string',
    );
    expect(within(modelCode!).getByText('path')).toBeVisible();
    expect(within(modelCode!).getByText('Yes')).toBeVisible();
    expect(modelCode).toHaveTextContent('Max length 12');
    expect(modelCode).toHaveTextContent('Pattern ^[A-Z0-9-]{2,12}$');
    expect(within(fuel!).getByRole('rowheader')).not.toHaveTextContent('*');
    expect(within(fuel!).getByText('No')).toBeVisible();
    expect(fuel).toHaveTextContent('One of petrol, diesel, cng, electric');
    expect(limit).toHaveTextContent('Minimum 1');
    expect(limit).toHaveTextContent('Maximum 50');
  });

  it('shows the request body: content type, fields and the example', async () => {
    mockDocs();
    renderRoute('/apis/detail/createPriceQuoteV2');
    const section = await screen.findByRole('region', { name: 'Request body' });
    expect(within(section).getByText('application/json')).toBeVisible();
    const table = within(section).getByRole('table', { name: 'Request body fields' });
    expect(within(table).getByText('exchange.yearOfManufacture')).toBeVisible();
    expect(within(section).getByLabelText('Example request body')).toHaveTextContent(
      '"city": "New Delhi"',
    );
  });

  it('shows sample responses by code ascending, 2xx green and others red', async () => {
    const shuffled = {
      ...priceQuoteV2,
      operations: priceQuoteV2.operations.map((operation) => ({
        ...operation,
        responses: [...operation.responses].reverse(),
      })),
    };
    mockDocs({ [serviceDocPath('price-quote', 'v2')]: shuffled });
    const { container } = renderRoute('/apis/detail/createPriceQuoteV2');
    await opened('Create price quote');
    const responses = [...container.querySelectorAll('details.response')];
    expect(responses.map((item) => item.querySelector('.response__code')?.textContent)).toEqual([
      '201',
      '400',
      '403',
      '429',
    ]);
    expect(responses.map((item) => item.classList.contains('response--success'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(responses[1]).toHaveClass('response--error');
    expect(responses[0]).toHaveAttribute('open');
    expect(screen.getByLabelText('Example 201 response')).toHaveTextContent(
      '"quoteId": "Q-2611-118377"',
    );
    expect(screen.getByRole('table', { name: 'Response parameters (201)' })).toBeVisible();
  });

  it.each([
    ['the same method and path', 'createPriceQuoteV2', 'createPriceQuote'],
    [
      "the version's first operation when it has no match",
      'listQuoteAccessories',
      'listModelVariants',
    ],
  ])('switches version to %s', async (_, from, to) => {
    mockDocs();
    const { user, router } = renderRoute(`/apis/detail/${from}`);
    await opened();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), 'v1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/apis/detail/${to}`));
    expect(router.state.location.search).toBe('?version=v1');
    // The old version's page stays until the new document is loaded: wait for the switch.
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('v1'),
    );
  });

  it('shows what changed in the version, breaking changes flagged', async () => {
    mockDocs();
    renderRoute('/apis/detail/createPriceQuoteV2');
    const section = await screen.findByRole('region', { name: 'What changed in v2' });
    expect(within(section).getByText(/Compared with v1/)).toBeVisible();
    // The removed operation is breaking: in sight, flagged; the four compatible changes too.
    const removed = within(section).getByRole('heading', { name: 'Removed operations' });
    expect(removed).toBeVisible();
    expect(within(section).getByText('List variants')).toBeVisible();
    expect(within(section).getAllByText('Breaking')).toHaveLength(2);
    expect(within(section).getByText('exchangeValue')).toBeVisible();
  });

  it('has no changes section for a first version', async () => {
    mockDocs();
    renderRoute('/apis/detail/listModelVariants?version=v1');
    await opened('List variants');
    expect(screen.queryByRole('region', { name: /What changed/ })).toBeNull();
  });

  describe('try out (spec §6)', () => {
    const tryOut = async () => screen.findByRole('region', { name: 'Try out' });

    it('asks visitors to sign in', async () => {
      mockDocs();
      renderRoute('/apis/detail/createPriceQuoteV2');
      expect(await within(await tryOut()).findByText(messages.tryOutSignIn)).toBeVisible();
      expect(screen.queryByText(/Try-out panel/)).toBeNull();
    });

    it.each([
      ['no request', []],
      ['a Pending request', [{ category: 'Presales', requestStatus: 'Pending' }]],
    ])('asks a partner with %s to request access', async (_, items) => {
      mockDocs({}, { [categoryAccessPath]: { items } });
      renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(developer));
      expect(
        await within(await tryOut()).findByText(requestAccessForTryOut('Presales')),
      ).toBeVisible();
      expect(screen.queryByText(/Try-out panel/)).toBeNull();
    });

    it('shows the panel to an admin', async () => {
      mockDocs();
      renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(adminUser));
      expect(
        await within(await tryOut()).findByText('Try-out panel for createPriceQuoteV2'),
      ).toBeVisible();
    });

    it('shows the panel to a partner whose request was Approved', async () => {
      mockDocs(
        {},
        { [categoryAccessPath]: { items: [{ category: 'Presales', requestStatus: 'Approved' }] } },
      );
      renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(developer));
      expect(
        await within(await tryOut()).findByText('Try-out panel for createPriceQuoteV2'),
      ).toBeVisible();
    });

    it('shows the panel to any partner when the category asks for no access request', async () => {
      mockDocs({}, { [serviceDetailPath]: priceQuoteCatalogue(false) });
      renderRoute('/apis/detail/createPriceQuoteV2', fakeAuth(developer));
      expect(
        await within(await tryOut()).findByText('Try-out panel for createPriceQuoteV2'),
      ).toBeVisible();
    });
  });

  it('builds index entries for every operation of the fixtures', () => {
    expect(Object.keys(indexOf(priceQuoteV1, priceQuoteV2).operations)).toHaveLength(4);
  });
});
