import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import {
  aCatalogueCategory,
  adminCataloguePath,
  anAdminService,
  servicePath,
} from '../testing/apis-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const services = Array.from({ length: 12 }, (_, i) =>
  anAdminService({ service: `service-${i + 10}`, apiName: `Service ${i + 10}` }),
);

describe('admin APIs page, paging and refusals', () => {
  it('pages the services 10, 20 or 30 at a time, a filter going back to the first page', async () => {
    mockApi({ [adminCataloguePath]: { categories: [aCatalogueCategory('Presales', services)] } });
    const { user } = renderRoute('/admin/apis', fakeAuth(adminUser));
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages of Services' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('11–12 of 12')).toBeVisible();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(/^Service 20/);

    await user.type(screen.getByLabelText('Service name contains'), 'Service 1');
    expect(screen.getByText('1–10 of 10')).toBeVisible();
    await user.clear(screen.getByLabelText('Service name contains'));
    expect(
      within(screen.getByLabelText('Rows per page'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(screen.getByText('1–12 of 12')).toBeVisible();
  });

  it("shows the server's refusal of a change in an error toast", async () => {
    mockApi({
      [adminCataloguePath]: { categories: [aCatalogueCategory('Presales', [services[0]!])] },
      [`${servicePath('Presales', 'service-10')}/published`]: {
        status: 404,
        body: { code: 'NotFound', message: 'Service not found' },
      },
    });
    const { user } = renderRoute('/admin/apis', fakeAuth(adminUser));
    await user.click(await screen.findByRole('button', { name: 'Unpublish Service 10' }));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Service not found')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unpublish Service 10' })).toBeVisible();
  });
});
