import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  serviceDocPath,
  type DocOperation,
  type ServiceDoc,
} from '../../../../../shared/docs/doc-model';
import { messages } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { aCategory, anApi, aService } from '../../../testing/catalogue-fixtures';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const path = '/catalogue/categories/Customer/services/vehicle-status';
const detail = {
  category: aCategory(),
  service: aService({
    versions: ['v1', 'v2', 'v3'],
    useCaseDocument: 'customer-authentication.pdf',
  }),
  apis: [
    anApi(),
    anApi({
      name: 'getVehicleTrips',
      displayName: 'Get vehicle trips',
      method: 'POST',
      apiStatus: 'Retired Soon',
      path: '/v2/vehicles/{vin}/trips',
    }),
    anApi({
      name: 'getVehicleStatusV1',
      displayName: 'Get vehicle status (v1)',
      version: 'v1',
      apiStatus: 'Under Maintenance',
    }),
  ],
};

/** The rows of the APIs table of `version`, once the page shows that version. */
async function apiRows(version: string) {
  const table = await screen.findByRole('table', { name: `APIs in version ${version}` });
  return within(table).getAllByRole('row').slice(1);
}

describe('service detail page', () => {
  it('says when the selected version is not on the gateway yet', async () => {
    mockApi({
      [path]: { ...detail, service: { ...detail.service, undeployedVersions: ['v3'] } },
    });
    const { user } = renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    const note =
      'Version v3 is not on the gateway yet: its APIs are documented, try out is not available yet.';
    expect(await screen.findByText(note)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Version'), 'v2');
    expect(await screen.findByRole('table', { name: 'APIs in version v2' })).toBeVisible();
    expect(screen.queryByText(note)).toBeNull();
  });

  it('shows the overview, the version dropdown on the newest version and its APIs', async () => {
    mockApi({ [path]: detail });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Status' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeVisible();
    expect(screen.getByText('Live status of a connected vehicle.')).toBeVisible();

    const select = screen.getByRole('combobox', { name: 'Version' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['v3', 'v2', 'v1']);
    expect(select).toHaveValue('v3');
    // v3 has no APIs yet.
    expect(screen.getByRole('heading', { name: messages.noApisPublished })).toBeVisible();
    expect(screen.getByText(/contact the administrator/)).toBeVisible();
  });

  it('filters the APIs by the chosen version, with method, badges and View links', async () => {
    mockApi({ [path]: detail });
    const { user } = renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Version' }), 'v2');

    const [status, trips] = await apiRows('v2');
    expect(within(status!).getByRole('rowheader')).toHaveTextContent('Get vehicle status');
    expect(within(status!).getByText('GET')).toBeVisible();
    const live = within(status!).getByText('Live');
    expect(live).toHaveStyle({ backgroundColor: '#1b7f3b' });
    expect(within(status!).getByRole('link', { name: 'View Get vehicle status' })).toHaveAttribute(
      'href',
      '/apis/detail/getVehicleStatus',
    );

    // An unknown status falls to the default badge.
    const unknown = within(trips!).getByText('Unknown');
    expect(unknown).toHaveStyle({ backgroundColor: '#5f6368' });
    expect(within(trips!).getByText('POST')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), 'v1');
    const rows = await apiRows('v1');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Under Maintenance')).toBeVisible();
  });

  it('opens the version named in the address', async () => {
    mockApi({ [path]: detail });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status?version=v2');
    expect(await apiRows('v2')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('v2');
  });

  it('offers the Use Case document when the service has one', async () => {
    mockApi({ [path]: detail });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    expect(await screen.findByRole('link', { name: 'Use Case' })).toHaveAttribute(
      'href',
      '/documents?sop=customer-authentication.pdf',
    );
  });

  it('shows Error in getting data when the call fails', async () => {
    mockApi({ [path]: { status: 503, body: { code: 'Unavailable', message: 'down' } } });
    renderRoute('/apis/servicesdetail/Customer/vehicle-status');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.dataCallFailed)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  describe('What changed', () => {
    const operation = (version: string, name: string, required: boolean): DocOperation => ({
      name,
      displayName: 'Get vehicle status',
      description: '',
      method: 'GET',
      path: `/${version}/vehicles/{vin}/status`,
      apiStatus: 'active',
      authorizerType: 'apiKey',
      generateTokenButton: 'disabled',
      parameters: [{ name: 'fields', in: 'query', type: 'string', required }],
      responses: [{ code: '200', description: 'OK', fields: [] }],
    });
    const doc = (version: string, operations: DocOperation[]): ServiceDoc => ({
      service: 'vehicle-status',
      apiName: 'Vehicle Status',
      category: 'Customer',
      description: '',
      apiId: '',
      version,
      versions: ['v1', 'v2', 'v3'],
      operations,
    });
    // v2 is the build's (static, no comparison with an upload), v3 an admin's upload.
    const v2 = doc('v2', [operation('v2', 'getVehicleStatus', false)]);
    const v3 = doc('v3', [operation('v3', 'getVehicleStatusV3', true)]);
    const docs = {
      [path]: detail,
      [serviceDocPath('vehicle-status', 'v2')]: v2,
      '/catalogue/docs-overlay': {
        operations: {},
        documents: [{ category: 'Customer', service: 'vehicle-status', version: 'v3' }],
        versions: { 'vehicle-status': ['v1', 'v2', 'v3'] },
        unpublished: [],
        statuses: {},
      },
      '/catalogue/docs/vehicle-status/v3': v3,
    };

    it('shows what changed in an uploaded version, its breaking change flagged', async () => {
      mockApi(docs);
      renderRoute('/apis/servicesdetail/Customer/vehicle-status?version=v3');
      const section = await screen.findByRole('region', { name: 'What changed in v3' });
      expect(within(section).getByText(/Compared with v2/)).toBeVisible();
      const change = within(section)
        .getByText(/now required/)
        .closest('li')!;
      expect(within(change).getByText('fields')).toBeVisible();
      expect(within(change).getByText('Breaking')).toBeVisible();
    });

    it('shows none for the first version', async () => {
      // Even if its file had a comparison, the first version has nothing to be compared with.
      const changes = { from: 'v0', added: [], removed: [], changed: [], breaking: false };
      mockApi({ ...docs, [serviceDocPath('vehicle-status', 'v1')]: { ...doc('v1', []), changes } });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status?version=v1');
      expect(await apiRows('v1')).toHaveLength(1);
      expect(screen.queryByRole('region', { name: /What changed/ })).toBeNull();
    });
  });

  describe('Subscribe on a category that asks for access requests', () => {
    const accessPath = '/users/me/category-access';
    const needsAccess = 'Please request access for Customer to subscribe to this service.';
    const header = async () => {
      const heading = await screen.findByRole('heading', { level: 1, name: 'Vehicle Status' });
      return heading.parentElement!;
    };

    it('offers Subscribe to an admin', async () => {
      mockApi({ [path]: detail });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status', fakeAuth(adminUser));
      expect(
        await within(await header()).findByRole('button', { name: 'Subscribe to Vehicle Status' }),
      ).toBeVisible();
    });

    it('offers Subscribe to a partner whose request was Approved', async () => {
      mockApi({
        [path]: detail,
        [accessPath]: { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
      });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status', fakeAuth(developer));
      expect(
        await within(await header()).findByRole('button', { name: 'Subscribe to Vehicle Status' }),
      ).toBeVisible();
      expect(screen.queryByText(needsAccess)).toBeNull();
    });

    it("makes 'Get a sandbox key' the primary button beside a secondary Subscribe", async () => {
      mockApi({
        [path]: detail,
        [accessPath]: { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
      });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status', fakeAuth(developer));
      const actions = within(await header());
      const getKey = await actions.findByRole('button', {
        name: 'Get a sandbox key for Vehicle Status',
      });
      expect(getKey).toHaveTextContent('Get a sandbox key');
      expect(getKey).toHaveClass('button');
      expect(getKey).not.toHaveClass('button--secondary');
      expect(actions.getByRole('button', { name: 'Subscribe to Vehicle Status' })).toHaveClass(
        'button--secondary',
      );
    });

    it.each([
      ['no request', []],
      ['a Pending request', [{ category: 'Customer', requestStatus: 'Pending' }]],
      ["another category's approval", [{ category: 'Sales', requestStatus: 'Approved' }]],
    ])('shows the request-access text to a partner with %s', async (_, items) => {
      mockApi({ [path]: detail, [accessPath]: { items } });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status', fakeAuth(developer));
      expect(await within(await header()).findByText(needsAccess)).toBeVisible();
      expect(screen.queryByRole('button', { name: /Subscribe|sandbox key/ })).toBeNull();
    });

    it('shows neither to a visitor', async () => {
      mockApi({ [path]: detail });
      renderRoute('/apis/servicesdetail/Customer/vehicle-status');
      expect(await screen.findByRole('link', { name: 'Use Case' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /Subscribe|sandbox key/ })).toBeNull();
      expect(screen.queryByText(needsAccess)).toBeNull();
    });
  });
});
