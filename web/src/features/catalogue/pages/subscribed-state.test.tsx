import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { aCategory, aService, anApi } from '../../../testing/catalogue-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { configureApiClient } from '../../../lib/api-client';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const fleet = anApplication();
const second = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'second-app',
});
const detailsOf = (applicationId: string) =>
  `/application/appdetails?applicationId=${applicationId}`;
/** The developer may use Customer, which asks for access requests: an Approved one. */
const approved = {
  '/users/me/category-access': { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
};
const keys = (apiKeys: SubscriptionItem[]) => ({ category: 'apiKey', apiKeys });

function openServices(answers: Record<string, unknown>) {
  mockApi({
    '/catalogue/categories/Customer/services': { category: aCategory(), items: [aService()] },
    ...approved,
    ...answers,
  });
  return renderRoute('/apis/services/Customer', fakeAuth(developer));
}

/** A service's card on the services page, found by its title. */
async function cardOf(apiName: string): Promise<HTMLElement> {
  const card = (await screen.findByRole('heading', { name: apiName })).closest('li');
  if (!card) throw new Error(`No card for ${apiName}`);
  return card;
}

describe('subscribed state on the service pages', { timeout: 20_000 }, () => {
  it('says Subscribed with the only application and links to its key', async () => {
    openServices({ '/applications': { items: [fleet] }, '/keys': keys([aSubscription()]) });
    expect(await screen.findByText(/Subscribed with fleet-app/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View key of fleet-app' })).toHaveAttribute(
      'href',
      detailsOf(fleet.applicationId),
    );
    expect(screen.queryByRole('button', { name: 'Subscribe to Vehicle Status' })).toBeNull();
  });

  it('names every application and links to each key when all are subscribed', async () => {
    const secondKey = aSubscription({ applicationId: second.applicationId });
    openServices({
      '/applications': { items: [fleet, second] },
      '/keys': keys([aSubscription(), secondKey]),
    });
    expect(await screen.findByText(/Subscribed with fleet-app, second-app/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View key of second-app' })).toHaveAttribute(
      'href',
      detailsOf(second.applicationId),
    );
  });

  it('keeps Subscribe on a service one application is not subscribed to', async () => {
    const priceQuote = aService({ service: 'price-quote', apiName: 'Price Quote' });
    openServices({
      '/catalogue/categories/Customer/services': {
        category: aCategory(),
        items: [aService(), priceQuote],
      },
      '/applications': { items: [fleet, second] },
      '/keys': keys([
        aSubscription(),
        aSubscription({ applicationId: second.applicationId }),
        aSubscription({ service: 'price-quote', apiName: 'Price Quote' }),
      ]),
    });
    // Vehicle Status's state shows once both lists are in; Price Quote's second-app has no key.
    const vehicleStatus = await cardOf('Vehicle Status');
    const quote = await cardOf('Price Quote');
    expect(
      await within(vehicleStatus).findByText(/Subscribed with fleet-app, second-app/),
    ).toBeVisible();
    expect(within(quote).getByRole('button', { name: 'Subscribe to Price Quote' })).toBeVisible();
    expect(within(quote).queryByText(/Subscribed with/)).toBeNull();
  });

  it('after subscribing the only application, shows the state once the dialog is closed', async () => {
    let subscribed: SubscriptionItem[] = [];
    const fetch = mockApi({
      '/catalogue/categories/Customer/services/vehicle-status': {
        category: aCategory(),
        service: aService(),
        apis: [anApi()],
      },
      ...approved,
      '/applications': { items: [fleet] },
      '/keys': () => keys(subscribed),
      '/applications/subscriptions': () => {
        subscribed = [aSubscription()];
        return { Item: aSubscription(), message: 'Subscribed' };
      },
    });
    const { user } = renderRoute(
      '/apis/servicesdetail/Customer/vehicle-status',
      fakeAuth(developer),
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Vehicle Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Vehicle Status' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Application' })).toHaveValue(
        'fleet-app',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByRole('heading', { name: 'Key created' })).toBeVisible();
    // The refreshed key list makes every application subscribed: the dialog stays all the same.
    await waitFor(() => expect(callsTo(fetch, '/keys')).toHaveLength(2));
    expect(dialog).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Key created' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'View key of fleet-app' })).toHaveFocus();
  });
});
