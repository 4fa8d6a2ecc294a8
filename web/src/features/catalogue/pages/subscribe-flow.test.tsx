import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastConvention } from '../../../../../shared/messages';
import { tiersOffered } from '../../../../../shared/plans';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { aCategory, aService, anApi } from '../../../testing/catalogue-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi, testConfig, type MockRequest } from '../../../testing/mock-api';
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
const second = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'second-app',
});
const applications = { items: [anApplication(), second] };
const secondSubscription = aSubscription({
  applicationId: second.applicationId,
  applicationName: 'second-app',
  tier: 'Standard',
  apiKeyId: 'k-42',
});

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
  it('with two applications chooses none and the first plan; the application stays mandatory', async () => {
    const { dialog, user } = await openDialog({ '/applications': applications });
    const select = await within(dialog).findByRole('combobox', { name: 'Application' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an application', 'fleet-app', 'second-app']);
    expect(select).toHaveValue('');
    const plans = within(dialog).getByRole('group', { name: 'Usage plan' });
    expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    // The first plan the deployment offers (shared/plans), not a name written here.
    expect(within(plans).getByRole('radio', { name: tiersOffered('dev')[0] })).toBeChecked();
    expect(within(plans).getByRole('radio', { name: 'Premium' })).toHaveAccessibleDescription(
      '10,000,000 calls a month · rate 1000/s · burst 500',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('* Field is mandatory')).toBeVisible();
    expect(select).toHaveAccessibleDescription('* Field is mandatory');
  });

  it('with one application chooses it and the first plan, so Subscribe sends them at once', async () => {
    const calls: MockRequest[] = [];
    const { dialog, user } = await openDialog({
      '/applications': { items: [anApplication()] },
      '/applications/subscriptions': (request: MockRequest) => {
        calls.push(request);
        return { Item: aSubscription(), message: 'Subscribed' };
      },
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Application' })).toHaveValue(
        'fleet-app',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Key created')).toBeVisible();
    expect(calls[0]?.body).toEqual({
      applicationName: 'fleet-app',
      usagePlan: 'Basic',
      category: 'Customer',
      service: 'vehicle-status',
    });
  });

  it('says Key created, reveals and copies the key, and stays open until closed', async () => {
    const calls: MockRequest[] = [];
    const keyPath = `/applications/${second.applicationId}/subscriptions/vehicle-status/sandbox/key`;
    const { dialog, user, fetch } = await openDialog({
      '/applications': applications,
      '/applications/subscriptions': (request: MockRequest) => {
        calls.push(request);
        return { Item: secondSubscription, message: 'Subscribed' };
      },
      [keyPath]: { apiKeyId: 'k-42', value: 'secret-key-wxyz' },
    });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Application' }),
      'second-app',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Standard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Key created' });
    expect(heading).toHaveFocus();
    expect(calls[0]?.body).toEqual({
      applicationName: 'second-app',
      usagePlan: 'Standard',
      category: 'Customer',
      service: 'vehicle-status',
    });
    expect(dialog).not.toHaveTextContent('k-42');
    expect(within(dialog).getByText('••••••••wxyz')).toBeVisible();
    // The key is fetched on Reveal, not before.
    expect(callsTo(fetch, keyPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal Vehicle Status key' }));
    expect(await within(dialog).findByText('secret-key-wxyz')).toBeVisible();
    expect(callsTo(fetch, keyPath)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Vehicle Status key' }));
    expect(await navigator.clipboard.readText()).toBe('secret-key-wxyz');
    expect(within(dialog).getByRole('link', { name: 'second-app' })).toHaveAttribute(
      'href',
      `/application/appdetails?applicationId=${second.applicationId}`,
    );
    expect(screen.getByRole('dialog', { name: 'Subscribe to Vehicle Status' })).toBeVisible();
    // The footer's Close (the × in the title bar has the same name).
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
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
    // This call's toast (another test's, leaving, may still carry the same title).
    const message = await screen.findByText('fleet-app is already subscribed to Vehicle Status');
    const toast = message.closest<HTMLElement>('[data-sonner-toast]');
    if (!toast) throw new Error('The message is not in a toast');
    await waitFor(() => expect(within(toast).getByText(toastConvention.errorTitle)).toBeVisible());
    expect(message).toBeVisible();
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
