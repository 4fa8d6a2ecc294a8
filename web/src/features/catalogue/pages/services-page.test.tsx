import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { aCategory, aService } from '../../../testing/catalogue-fixtures';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const customer = aCategory({ name: 'Customer', description: 'Customer profile and consent APIs.' });
const answer = {
  category: customer,
  items: [
    aService(),
    aService({
      service: 'consent',
      apiName: 'Consent',
      versions: ['v1'],
      description: 'Consents.',
    }),
  ],
};

describe('services page', () => {
  it('lists the services with versions and Browse links, under a breadcrumb', async () => {
    mockApi({ '/catalogue/categories/Customer/services': answer });
    renderRoute('/apis/services/Customer');
    const list = await screen.findByRole('list', { name: 'Services of Customer' });
    const [status, consent] = within(list).getAllByRole('listitem');
    expect(within(status!).getByRole('heading', { name: 'Vehicle Status' })).toBeVisible();
    expect(within(status!).getByText('Versions: v2, v1')).toBeVisible();
    expect(within(consent!).getByText('Version: v1')).toBeVisible();
    expect(within(status!).getByRole('link', { name: 'Browse Vehicle Status' })).toHaveAttribute(
      'href',
      '/apis/servicesdetail/Customer/vehicle-status',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'API products' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
    expect(within(crumbs).getByText('Customer')).toHaveAttribute('aria-current', 'page');
  });

  it('names the real category when the path names a service', async () => {
    mockApi({ '/catalogue/categories/vehicle-status/services': answer });
    renderRoute('/apis/services/vehicle-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Vehicle Status' })).toHaveAttribute(
      'href',
      '/apis/servicesdetail/Customer/vehicle-status',
    );
  });

  const accessPath = '/users/me/category-access';
  const accessCalls = (fetch: ReturnType<typeof mockApi>) =>
    fetch.mock.calls.filter(([input]) => String(input).includes(accessPath)).length;
  const needsAccess = 'Please request access for Customer to subscribe to this service.';

  it('offers Subscribe to a partner whose request for the category was Approved', async () => {
    const fetch = mockApi({
      '/catalogue/categories/Customer/services': answer,
      [accessPath]: { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
    });
    renderRoute('/apis/services/Customer', fakeAuth(developer));
    expect(await screen.findAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(2);
    expect(screen.queryByText(needsAccess)).toBeNull();
    expect(accessCalls(fetch)).toBe(1);
  });

  it('shows the request-access text next to Browse, not Subscribe, without an Approved request', async () => {
    for (const items of [[], [{ category: 'Customer', requestStatus: 'Pending' }]]) {
      mockApi({ '/catalogue/categories/Customer/services': answer, [accessPath]: { items } });
      const view = renderRoute('/apis/services/Customer', fakeAuth(developer));
      const list = await screen.findByRole('list', { name: 'Services of Customer' });
      const [status] = within(list).getAllByRole('listitem');
      expect(await within(status!).findByText(needsAccess)).toBeVisible();
      expect(within(status!).getByRole('link', { name: 'Browse Vehicle Status' })).toBeVisible();
      expect(within(list).getAllByText(needsAccess)).toHaveLength(2);
      expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
      view.unmount();
    }
  });

  it('offers Subscribe to an admin on a request-access category, without asking for records', async () => {
    const fetch = mockApi({ '/catalogue/categories/Customer/services': answer });
    renderRoute('/apis/services/Customer', fakeAuth(adminUser));
    expect(await screen.findAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(2);
    expect(accessCalls(fetch)).toBe(0);
  });

  it('offers Subscribe to a partner on a category without access requests', async () => {
    mockApi({
      '/catalogue/categories/Customer/services': {
        ...answer,
        category: { ...customer, requestAccess: false },
      },
    });
    renderRoute('/apis/services/Customer', fakeAuth(developer));
    expect(await screen.findAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(2);
  });

  it('shows no Subscribe to visitors or for a category that is not subscribable', async () => {
    const fetch = mockApi({ '/catalogue/categories/Customer/services': answer });
    const visitor = renderRoute('/apis/services/Customer');
    await screen.findByRole('list', { name: 'Services of Customer' });
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    expect(screen.queryByText(needsAccess)).toBeNull();
    expect(accessCalls(fetch)).toBe(0);
    visitor.unmount();

    mockApi({
      '/catalogue/categories/Customer/services': {
        ...answer,
        category: { ...customer, subscribable: false },
      },
    });
    renderRoute('/apis/services/Customer', fakeAuth(developer));
    await screen.findByRole('list', { name: 'Services of Customer' });
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    expect(screen.queryByText(needsAccess)).toBeNull();
  });

  it('says No APIs Published for a category without services', async () => {
    mockApi({
      '/catalogue/categories/OCR/services': { category: aCategory({ name: 'OCR' }), items: [] },
    });
    renderRoute('/apis/services/OCR');
    expect(await screen.findByRole('heading', { name: messages.noApisPublished })).toBeVisible();
    expect(screen.getByText(/contact the administrator/)).toBeVisible();
  });

  it('says when the category does not exist', async () => {
    mockApi({
      '/catalogue/categories/Nope/services': {
        status: 404,
        body: { code: 'NotFound', message: 'Category Nope not found' },
      },
    });
    renderRoute('/apis/services/Nope');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Category Nope not found')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Back to the API products' })).toBeVisible();
  });
});
