import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastConvention } from '../../../../../shared/messages';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { aCategory, aService, anApi } from '../../../testing/catalogue-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, testConfig, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { configureApiClient } from '../../../lib/api-client';
import { setConfig, type AppConfig } from '../../../lib/config';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const services = { category: aCategory(), items: [aService()] };
/** The developer may use Customer, which asks for access requests: an Approved one. */
const approved = {
  '/users/me/category-access': { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
};
const applications = {
  items: [anApplication(), anApplication({ applicationId: 'b', applicationName: 'second-app' })],
};

async function openDialog(answers: Record<string, unknown>, stage: AppConfig['stage'] = 'dev') {
  const fetch = mockApi({
    '/catalogue/categories/Customer/services': services,
    ...approved,
    ...answers,
  });
  setConfig({ ...testConfig, stage });
  const view = renderRoute('/apis/services/Customer', fakeAuth(developer));
  await view.user.click(await screen.findByRole('button', { name: 'Subscribe to Vehicle Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Vehicle Status' });
  return { ...view, dialog, fetch };
}

describe('subscribe dialog', { timeout: 20_000 }, () => {
  it('asks for an application and a plan, each tier with its quota, rate and burst', async () => {
    const { dialog, user } = await openDialog({ '/applications': applications });
    const select = await within(dialog).findByRole('combobox', { name: 'Application' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an application', 'fleet-app', 'second-app']);
    const plans = within(dialog).getByRole('group', { name: 'Usage plan' });
    expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    expect(within(plans).getByRole('radio', { name: 'Premium' })).toHaveAccessibleDescription(
      '10,000,000 calls a month · rate 1000/s · burst 500',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findAllByText('* Field is mandatory')).toHaveLength(2);
  });

  it('subscribes, says Subscribed with the key id, and closes after a second', async () => {
    const calls: MockRequest[] = [];
    const { dialog, user } = await openDialog({
      '/applications': applications,
      '/applications/subscriptions': (request: MockRequest) => {
        calls.push(request);
        return {
          Item: aSubscription({ tier: 'Standard', apiKeyId: 'k-42' }),
          message: 'Subscribed',
        };
      },
    });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Application' }),
      'second-app',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Standard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(/Subscribed\. API key id: k-42/)).toBeVisible();
    expect(calls[0]?.body).toEqual({
      applicationName: 'second-app',
      usagePlan: 'Standard',
      category: 'Customer',
      service: 'vehicle-status',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it("shows the server's message as an error toast and keeps the dialog open", async () => {
    const { dialog, user } = await openDialog({
      '/applications': applications,
      '/applications/subscriptions': {
        status: 409,
        body: { code: 'Conflict', message: 'fleet-app is already subscribed to Vehicle Status' },
      },
    });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Application' }),
      'fleet-app',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Basic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(screen.getByText('fleet-app is already subscribed to Vehicle Status')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Subscribe to Vehicle Status' })).toBeVisible();
    // The keyboard stays where it was: the button was never disabled while the call ran.
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('links to creating an application when the user has none', async () => {
    const { dialog } = await openDialog({ '/applications': { items: [] } });
    expect(
      await within(dialog).findByRole('link', { name: 'Create an application' }),
    ).toHaveAttribute('href', '/application?create=1');
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('offers only Basic on the preprod deployment, already chosen', async () => {
    const { dialog } = await openDialog({ '/applications': applications }, 'preprod');
    const plans = await within(dialog).findByRole('group', { name: 'Usage plan' });
    expect(within(plans).getAllByRole('radio')).toHaveLength(1);
    expect(within(plans).getByRole('radio', { name: 'Basic' })).toBeChecked();
  });

  it('is on the service detail page too', async () => {
    mockApi({
      '/catalogue/categories/Customer/services/vehicle-status': {
        category: aCategory(),
        service: aService(),
        apis: [anApi()],
      },
      '/applications': applications,
      ...approved,
    });
    const { user } = renderRoute(
      '/apis/servicesdetail/Customer/vehicle-status',
      fakeAuth(developer),
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Vehicle Status' }));
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe to Vehicle Status' }),
    ).toBeVisible();
  });
});
