import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminService } from '../../../../../shared/api/admin-catalogue-operations';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import {
  aCatalogueCategory,
  adminCataloguePath,
  anAdminApi,
  anAdminService,
  servicePath,
} from '../testing/apis-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const priceQuote = () =>
  anAdminService({
    versions: ['v1', 'v2'],
    uploadedVersions: ['v2'],
    undeployedVersions: ['v2'],
    apis: [
      anAdminApi(),
      anAdminApi({ name: 'createPriceQuoteV2', version: 'v2', path: '/v2/quotes' }),
    ],
  });
const dealerLocator = () =>
  anAdminService({
    category: 'General',
    service: 'dealer-locator',
    apiName: 'Dealer Locator',
    published: false,
    apis: [anAdminApi({ name: 'findDealers', displayName: 'Find dealers', method: 'GET' })],
  });

/** A small stateful admin catalogue: its list and the changes the page makes. */
function fakeCatalogue(services: AdminService[] = [priceQuote(), dealerLocator()]) {
  const calls: { path: string; body: unknown }[] = [];
  const list = () => ({
    categories: [
      aCatalogueCategory(
        'General',
        services.filter((s) => s.category === 'General'),
      ),
      aCatalogueCategory(
        'Presales',
        services.filter((s) => s.category === 'Presales'),
      ),
    ],
  });
  const change = (path: string, apply: (body: never) => string) => ({
    [path]: ({ body }: MockRequest) => {
      calls.push({ path, body });
      return { message: apply(body as never), service: services[0] };
    },
  });
  const mock = mockApi({
    [adminCataloguePath]: list,
    ...change(
      `${servicePath('General', 'dealer-locator')}/published`,
      (b: { published: boolean }) => {
        services[1] = { ...services[1]!, published: b.published };
        return b.published ? 'Service published' : 'Service unpublished';
      },
    ),
    ...change(
      `${servicePath('Presales', 'price-quote')}/apis/createPriceQuote/status`,
      (b: { status: string }) => {
        const service = services[0]!;
        services[0] = {
          ...service,
          apis: service.apis.map((api) =>
            api.name === 'createPriceQuote' ? { ...api, apiStatus: b.status } : api,
          ),
        };
        return 'Status updated';
      },
    ),
  });
  return { mock, calls };
}

const open = () => renderRoute('/admin/apis', fakeAuth(adminUser));
const row = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;

describe('admin APIs page', () => {
  it('lists every category’s services with published flag and versions; a row shows its APIs', async () => {
    fakeCatalogue();
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'APIs' })).toBeVisible();
    const quote = await row('Price Quote');
    expect(quote).toHaveTextContent('Presales');
    expect(quote).toHaveTextContent('v1, v2');
    expect(within(quote).getByText('Published')).toBeVisible();
    expect(within(await row('Dealer Locator')).getByText('Unpublished')).toBeVisible();
    expect(screen.getByText('1–2 of 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show the APIs of Price Quote' }));
    expect(screen.getByRole('combobox', { name: 'Status of Create price quote v1' })).toHaveValue(
      'active',
    );
    const versions = screen.getByRole('list', { name: 'Versions of Price Quote' });
    expect(within(versions).getByText('not on the gateway yet')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Download the v2 definition of Price Quote' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Download the v1/ })).toBeNull();
  });

  it('filters by category, name and published flag, and sorts by name', async () => {
    fakeCatalogue();
    const { user } = open();
    await row('Price Quote');
    await user.selectOptions(screen.getByLabelText('Category'), 'General');
    expect(screen.queryByRole('rowheader', { name: /Price Quote/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.type(screen.getByLabelText('Service name contains'), 'quote');
    expect(screen.queryByRole('rowheader', { name: /Dealer Locator/ })).toBeNull();
    await user.clear(screen.getByLabelText('Service name contains'));
    await user.selectOptions(screen.getByLabelText('Published'), 'unpublished');
    expect(screen.queryByRole('rowheader', { name: /Price Quote/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Published'), 'all');

    const rowNames = () =>
      within(screen.getByRole('table', { name: 'Services' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rowNames()[0]).toMatch(/^Dealer Locator/);
    await user.click(screen.getByRole('button', { name: /^Service/ }));
    expect(rowNames()[0]).toMatch(/^Price Quote/);
    await user.type(screen.getByLabelText('Service name contains'), 'nothing like it');
    expect(screen.getByRole('heading', { name: 'No services found' })).toBeVisible();
  });

  it('publishes a service after confirming, with a toast, and shows it published', async () => {
    const { calls } = fakeCatalogue();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Publish Dealer Locator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish Dealer Locator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Service published')).toBeVisible();
    expect(calls).toEqual([
      { path: `${servicePath('General', 'dealer-locator')}/published`, body: { published: true } },
    ]);
    expect(await screen.findByRole('button', { name: 'Unpublish Dealer Locator' })).toBeVisible();
  });

  it('asks before a status that tells subscribers, and sets others at once', async () => {
    const { calls } = fakeCatalogue();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Show the APIs of Price Quote' }));
    const select = screen.getByRole('combobox', { name: 'Status of Create price quote v1' });

    await user.selectOptions(select, 'tobeexpired');
    const dialog = screen.getByRole('alertdialog', {
      name: 'Mark Create price quote (v1) as To Be Expired?',
    });
    expect(dialog).toHaveTextContent(
      'Subscribers will be told by e-mail and in the portal: the day it expires, and to move to v2.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    expect(select).toHaveValue('active');

    await user.selectOptions(select, 'tobeexpired');
    const asked = screen.getByRole('alertdialog');
    // The day it expires is asked for first.
    await user.click(within(asked).getByRole('button', { name: 'Mark as To Be Expired' }));
    expect(within(asked).getByRole('alert')).toHaveTextContent('Choose the day the API expires');
    expect(calls).toEqual([]);
    await user.type(within(asked).getByLabelText('Expires on'), '2031-03-31');
    await user.click(within(asked).getByRole('button', { name: 'Mark as To Be Expired' }));
    expect(await screen.findByText('Status updated')).toBeVisible();
    await waitFor(() => expect(select).toHaveValue('tobeexpired'));

    await user.selectOptions(select, 'undermaintenance');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(select).toHaveValue('undermaintenance'));
    expect(calls.map((call) => call.body)).toEqual([
      { status: 'tobeexpired', expiresOn: '2031-03-31' },
      { status: 'undermaintenance' },
    ]);
  });

  it('downloads an uploaded definition as a JSON file', async () => {
    mockApi({
      [adminCataloguePath]: { categories: [aCatalogueCategory('Presales', [priceQuote()])] },
      [`${servicePath('Presales', 'price-quote')}/versions/v2/definition`]: {
        category: 'Presales',
        service: 'price-quote',
        version: 'v2',
        fileName: 'openapi-v2.json',
        definition: '{"openapi":"3.0.3"}',
        uploadedBy: 'admin@marque.example',
        uploadedAt: '2026-11-25T10:00:00.000Z',
      },
    });
    // jsdom has no object URLs: keep the blob and the name the link downloads it under.
    const saved: { blob?: Blob; name?: string } = {};
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      saved.blob = blob;
      return 'blob:definition';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    try {
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Show the APIs of Price Quote' }));
      await user.click(
        screen.getByRole('button', { name: 'Download the v2 definition of Price Quote' }),
      );
      await waitFor(() => expect(saved.name).toBe('price-quote-openapi-v2.json'));
      expect(await saved.blob?.text()).toBe('{"openapi":"3.0.3"}');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('says so when the list fails, with a retry, and when there is no service', async () => {
    mockApi({ [adminCataloguePath]: { status: 500, body: { message: 'Boom' } } });
    const first = open();
    expect(await screen.findByText('Boom')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
    first.unmount();

    mockApi({ [adminCataloguePath]: { categories: [] } });
    open();
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeVisible();
    expect(screen.getByText('The catalogue has no services yet.')).toBeVisible();
  });
});
