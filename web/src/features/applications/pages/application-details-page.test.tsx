import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docsIndexPath } from '../../../../../shared/docs/doc-model';
import { configureApiClient } from '../../../lib/api-client';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, testConfig, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { setConfig, type AppConfig } from '../../../lib/config';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
});

const app = anApplication();
const base = `/applications/${app.applicationId}`;
const subscriptionPath = `${base}/subscriptions/vehicle-status/sandbox`;

function openDetails(answers: Record<string, unknown>, stage: AppConfig['stage'] = 'dev') {
  mockApi(answers);
  setConfig({ ...testConfig, stage });
  return renderRoute(
    `/application/appdetails?applicationId=${app.applicationId}`,
    fakeAuth(developer),
  );
}

describe('application details page', () => {
  it('shows the application and its subscriptions with the key masked', async () => {
    openDetails({ [base]: { item: app, subscriptions: [aSubscription()] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'fleet-app' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Subscriptions' });
    const row = within(table).getByRole('row', { name: /Vehicle Status/ });
    for (const text of ['Customer', 'sandbox', 'Basic', '••••••••wxyz', '21 Nov 2026', 'Active']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
  });

  it("links each subscription to its service's documentation", async () => {
    const entry = {
      category: 'Customer',
      service: 'vehicle-status',
      version: 'v1',
      method: 'GET',
      path: '/v1/vehicles/{vin}/status',
    };
    openDetails({
      [base]: {
        item: app,
        subscriptions: [
          aSubscription(),
          aSubscription({
            id: 'price-quote.sandbox',
            service: 'price-quote',
            apiName: 'Price Quote',
          }),
        ],
      },
      [docsIndexPath]: {
        operations: {
          getVehicleStatus: { ...entry, apiName: 'getVehicleStatus', displayName: 'Status' },
          getVehicleHealth: { ...entry, apiName: 'getVehicleHealth', displayName: 'Health' },
        },
      },
    });
    const docs = await screen.findByRole('link', { name: 'Vehicle Status documentation' });
    // Until the docs index is in, the link goes to the service's page.
    await waitFor(() => expect(docs).toHaveAttribute('href', '/apis/detail/getVehicleStatus'));
    // A service the docs index does not list: its page, which lists its APIs.
    expect(screen.getByRole('link', { name: 'Price Quote documentation' })).toHaveAttribute(
      'href',
      '/apis/servicesdetail/Customer/price-quote',
    );
  });

  it('reveals the key on demand and copies it with a tick for 2 seconds', async () => {
    const { user } = openDetails({
      [base]: { item: app, subscriptions: [aSubscription()] },
      [`${subscriptionPath}/key`]: { apiKeyId: 'key-123', value: 'secret-key-wxyz' },
    });
    const reveal = await screen.findByRole('button', { name: 'Reveal Vehicle Status key' });
    await user.click(reveal);
    expect(await screen.findByText('secret-key-wxyz')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide Vehicle Status key' }));
    expect(screen.getByText('••••••••wxyz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy Vehicle Status key' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('secret-key-wxyz');
    expect(screen.getByRole('button', { name: 'Vehicle Status key copied' })).toBeVisible();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy Vehicle Status key' })).toBeVisible(),
      { timeout: 3000 },
    );
  });

  it('reveals a prod key only through the dialog that mails a code, every time', async () => {
    const prod = aSubscription({
      id: 'vehicle-status.prod',
      stage: 'prod',
      apiKeyId: 'key-prod',
      maskedKey: '••••••••9999',
    });
    const prodPath = `${base}/subscriptions/vehicle-status/prod`;
    const codes: string[] = [];
    const { user } = openDetails({
      [base]: { item: app, subscriptions: [prod] },
      [`${prodPath}/key-code`]: { message: 'A code has been sent to dev@partner.example' },
      [`${prodPath}/key`]: ({ method, body }: MockRequest) => {
        if (method !== 'POST') return { status: 403, body: { code: 'Forbidden', message: 'no' } };
        const { code } = body as { code: string };
        codes.push(code);
        return code === '123456'
          ? { apiKeyId: 'key-prod', value: 'prod-secret-9999' }
          : { status: 400, body: { code: 'Invalid', message: 'Wrong otp entered !!!' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal Vehicle Status key' }));
    const dialog = screen.getByRole('dialog', { name: 'Reveal Vehicle Status prod key' });
    expect(dialog).toHaveAccessibleDescription(
      'To see the whole key, we e-mail you a one-time 6-digit code.',
    );
    expect(within(dialog).queryByText('prod-secret-9999')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to your e-mail address.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Show key' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      '* Field is mandatory',
    );
    await user.type(within(dialog).getByLabelText('Code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Show key' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      'Please enter 6 digit OTP',
    );
    expect(codes).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Show key' }));
    expect(await within(dialog).findByText('Wrong otp entered !!!')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Show key' }));
    expect(await within(dialog).findByText('prod-secret-9999')).toBeVisible();

    // Closing forgets the key: the next Reveal starts again with a new code.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('prod-secret-9999')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal Vehicle Status key' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Reveal Vehicle Status prod key' })).getByRole(
        'button',
        { name: 'Send code' },
      ),
    ).toBeVisible();
  });

  it('unsubscribes after confirmation', async () => {
    let subscriptions = [aSubscription()];
    const methods: string[] = [];
    const { user } = openDetails({
      [base]: () => ({ item: app, subscriptions }),
      [subscriptionPath]: (request: MockRequest) => {
        methods.push(request.method);
        subscriptions = [];
        return { message: 'Unsubscribed' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe Vehicle Status' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Unsubscribe' });
    expect(confirm).toHaveTextContent('API key is deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('region', { name: 'No subscriptions yet' })).toBeVisible();
    expect(methods).toEqual(['DELETE']);
  });

  it('changes the plan, keeping the current one out of the choice', async () => {
    let subscriptions = [aSubscription()];
    const bodies: unknown[] = [];
    const { user } = openDetails({
      [base]: () => ({ item: app, subscriptions }),
      [`${subscriptionPath}/plan`]: (request: MockRequest) => {
        bodies.push(request.body);
        subscriptions = [aSubscription({ tier: 'Premium' })];
        return { Item: subscriptions[0], message: 'Plan changed' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change plan of Vehicle Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan of Vehicle Status' });
    expect(within(dialog).getByRole('radio', { name: 'Basic (current plan)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await within(dialog).findByText('* Field is mandatory')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('Vehicle Status is now on the Premium plan.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ usagePlan: 'Premium' }]);
    expect(within(screen.getByRole('table')).getByText('Premium')).toBeVisible();
  });

  it('offers no plan change on preprod (Basic only)', async () => {
    openDetails({ [base]: { item: app, subscriptions: [aSubscription()] } }, 'preprod');
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(screen.queryByRole('button', { name: /Change plan/ })).toBeNull();
  });

  it('offers no plan change for a prod key (that goes through a production request)', async () => {
    const prod = aSubscription({ id: 'vehicle-status.prod', stage: 'prod' });
    openDetails({ [base]: { item: app, subscriptions: [prod] } });
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(screen.getByRole('button', { name: 'Unsubscribe Vehicle Status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change plan/ })).toBeNull();
  });

  it('says so when the application is not the user’s or does not exist', async () => {
    openDetails({
      [base]: { status: 404, body: { code: 'NotFound', message: 'No such application' } },
    });
    expect(await screen.findByRole('region', { name: 'No such application' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/application',
    );
  });
});
