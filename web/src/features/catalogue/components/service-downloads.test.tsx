import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { aCategory, anApi, aService } from '../../../testing/catalogue-fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { downloadsIndexQuery, type DownloadFile, type DownloadsIndex } from '../api/get-downloads';
import { formatSize } from './service-downloads';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const detailPath = '/catalogue/categories/Customer/services/vehicle-status';
const indexPath = '/downloads/index.json';

function detail(sdkRequired: boolean) {
  return {
    category: aCategory({ sdkRequired }),
    service: aService({ versions: ['v1', 'v2'] }),
    apis: [anApi(), anApi({ name: 'getVehicleStatusV1', version: 'v1' })],
  };
}

const files = (version: string): DownloadFile[] => [
  { kind: 'openapi', path: `customer/vehicle-status-${version}.openapi.json`, bytes: 14342 },
  {
    kind: 'postman',
    path: `customer/vehicle-status-${version}.postman_collection.json`,
    bytes: 900,
  },
  {
    kind: 'typescript-sdk',
    path: `customer/vehicle-status-${version}-typescript-sdk.zip`,
    bytes: 2_500_000,
  },
];

const index: DownloadsIndex = {
  categories: {
    Customer: { services: { 'vehicle-status': { v2: files('v2'), v1: files('v1') } } },
  },
};

async function downloadLinks() {
  const section = (await screen.findByRole('heading', { name: 'Downloads' })).closest('section');
  if (!section) throw new Error('no Downloads section');
  return within(section)
    .getAllByRole('link')
    .map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.hasAttribute('download'),
      link.parentElement?.textContent,
    ]);
}

/** Waits until the page has the downloads index's answer (the event that would show the links). */
const indexAnswered = (queryClient: QueryClient) =>
  waitFor(() =>
    expect(queryClient.getQueryState(downloadsIndexQuery().queryKey)?.status).toBe('success'),
  );

describe('service downloads', () => {
  it('links the selected version’s OpenAPI file, Postman collection and SDK, with sizes', async () => {
    mockApi({ [detailPath]: detail(true), [indexPath]: index });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status');

    expect(await downloadLinks()).toEqual([
      [
        'OpenAPI (JSON)',
        '/downloads/customer/vehicle-status-v2.openapi.json',
        true,
        'OpenAPI (JSON) (14.0 KB)',
      ],
      [
        'Postman collection',
        '/downloads/customer/vehicle-status-v2.postman_collection.json',
        true,
        'Postman collection (900 B)',
      ],
      [
        'TypeScript SDK (zip)',
        '/downloads/customer/vehicle-status-v2-typescript-sdk.zip',
        true,
        'TypeScript SDK (zip) (2.4 MB)',
      ],
    ]);
  });

  it('follows the version dropdown', async () => {
    mockApi({ [detailPath]: detail(true), [indexPath]: index });
    const { user } = renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Version' }), 'v1');
    // The links follow the selection once the page has rendered it.
    await waitFor(async () =>
      expect((await downloadLinks()).map(([, href]) => href)).toContain(
        '/downloads/customer/vehicle-status-v1.openapi.json',
      ),
    );
  });

  it('offers the SDK only in sdkRequired categories', async () => {
    mockApi({ [detailPath]: detail(false), [indexPath]: index });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    expect((await downloadLinks()).map(([label]) => label)).toEqual([
      'OpenAPI (JSON)',
      'Postman collection',
    ]);
  });

  it('shows nothing when the index has no entry or there is no index', async () => {
    mockApi({ [detailPath]: detail(true), [indexPath]: { categories: {} } });
    const first = renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    expect(await screen.findByRole('heading', { name: 'APIs' })).toBeVisible();
    await indexAnswered(first.queryClient);
    expect(screen.queryByRole('heading', { name: 'Downloads' })).toBeNull();
    first.unmount();

    // Without the file CloudFront answers with the SPA's HTML: still nothing, no error.
    mockApi({ [detailPath]: detail(true) });
    const second = renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    expect(await screen.findByRole('heading', { name: 'APIs' })).toBeVisible();
    await indexAnswered(second.queryClient);
    expect(screen.queryByRole('heading', { name: 'Downloads' })).toBeNull();
  });

  it('formats sizes', () => {
    expect([formatSize(0), formatSize(1536), formatSize(3 * 1024 * 1024)]).toEqual([
      '0 B',
      '1.5 KB',
      '3.0 MB',
    ]);
  });
});
