import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ApplicationItem,
  SubscriptionItem,
} from '../../../../shared/api/applications-operations';
import { fieldMessages } from '../../../../shared/schemas/field-messages';
import { configureApiClient, resetApiClientSession } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { anApplication, aSubscription } from '../../testing/application-fixtures';
import { callsTo, mockApi, type MockRequest } from '../../testing/mock-api';
import { SandboxKeyButton } from './sandbox-key-button';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const target = { category: 'General', service: 'recall-check', apiName: 'Recall Check' };
const fleet = anApplication();
const second = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'second-app',
});
const created = anApplication({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000009',
  applicationName: 'recall-check-app',
  subscriptionCount: 0,
});
const subscriptionOf = (application: ApplicationItem, tier: SubscriptionItem['tier'] = 'Basic') =>
  aSubscription({
    id: 'recall-check.sandbox',
    applicationId: application.applicationId,
    applicationName: application.applicationName,
    service: 'recall-check',
    apiName: 'Recall Check',
    category: 'General',
    tier,
    maskedKey: '••••••••wxyz',
  });
const keyPath = (application: ApplicationItem) =>
  `/applications/${application.applicationId}/subscriptions/recall-check/sandbox/key`;

interface Portal {
  applications: ApplicationItem[];
  subscriptions?: SubscriptionItem[];
  /** The subscribe call's answer; the default subscribes the named application. */
  subscribe?: (request: MockRequest) => unknown;
  /** The create call's answer; the default creates `created` (named as asked). */
  create?: (request: MockRequest) => unknown;
}

/** A small stateful portal: creating adds the application, subscribing adds the key. */
function portal({ applications, subscriptions = [], subscribe, create }: Portal) {
  const state = { applications: [...applications], subscriptions: [...subscriptions] };
  const fetch = mockApi({
    '/applications': (request: MockRequest) => {
      if (request.method === 'GET') return { items: state.applications };
      const answer = create?.(request);
      if (answer) return answer;
      const body = request.body as { applicationName: string };
      const item = { ...created, applicationName: body.applicationName };
      state.applications.unshift(item);
      return { item };
    },
    '/keys': () => ({ category: 'apiKey', apiKeys: state.subscriptions }),
    '/applications/subscriptions': (request: MockRequest) => {
      const answer = subscribe?.(request);
      if (answer) return answer;
      const body = request.body as { applicationName: string; usagePlan: 'Basic' };
      const application = state.applications.find(
        (a) => a.applicationName === body.applicationName,
      );
      if (!application) return { status: 404, body: { code: 'NotFound', message: 'No app' } };
      const item = subscriptionOf(application, body.usagePlan);
      state.subscriptions.push(item);
      return { Item: item, message: 'Subscribed' };
    },
    [keyPath(fleet)]: { apiKeyId: 'k', value: 'fleet-key-0123456789abcdefwxyz' },
    [keyPath(second)]: { apiKeyId: 'k', value: 'second-key-0123456789abcdefwxyz' },
    [keyPath(created)]: { apiKeyId: 'k', value: 'new-key-0123456789abcdefghwxyz' },
  });
  return { fetch, state };
}

async function openDialog(docsPath?: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter>
        <SandboxKeyButton target={target} docsPath={docsPath} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Get a sandbox key for Recall Check' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sandbox key for Recall Check' });
  return { user, dialog };
}

const bodiesOf = (fetch: ReturnType<typeof mockApi>, path: string, method = 'POST') =>
  callsTo(fetch, path)
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Get a sandbox key', { timeout: 20_000 }, () => {
  it('with no application creates one with the prefilled name, subscribes it under Basic and shows the key', async () => {
    const { fetch } = portal({ applications: [] });
    const { user, dialog } = await openDialog('/apis/detail/getVehicleRecalls');
    const name = await within(dialog).findByRole('textbox', { name: 'Application name' });
    expect(name).toHaveValue('recall-check-app');
    expect(within(dialog).queryByRole('combobox', { name: 'Application' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Basic' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));

    expect(await within(dialog).findByRole('heading', { name: 'Key created' })).toHaveFocus();
    expect(within(dialog).getByText('new-key-0123456789abcdefghwxyz')).toBeVisible();
    expect(dialog).toHaveTextContent('Send this key in the x-api-key header.');
    expect(dialog).toHaveTextContent(
      'recall-check-app is subscribed to Recall Check (sandbox) under the Basic plan.',
    );
    expect(within(dialog).getByRole('link', { name: 'recall-check-app' })).toHaveAttribute(
      'href',
      `/application/appdetails?applicationId=${created.applicationId}`,
    );
    expect(
      within(dialog).getByRole('link', { name: 'Read the Recall Check documentation' }),
    ).toHaveAttribute('href', '/apis/detail/getVehicleRecalls');
    expect(bodiesOf(fetch, '/applications')).toEqual([
      {
        applicationName: 'recall-check-app',
        applicationDescription: 'Sandbox key for Recall Check',
      },
    ]);
    expect(bodiesOf(fetch, '/applications/subscriptions')).toEqual([
      {
        applicationName: 'recall-check-app',
        usagePlan: 'Basic',
        category: 'General',
        service: 'recall-check',
      },
    ]);
  });

  it('copies the key shown', async () => {
    portal({ applications: [fleet] });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Get key' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy Recall Check key' }));
    expect(await navigator.clipboard.readText()).toBe('fleet-key-0123456789abcdefwxyz');
    expect(within(dialog).getByRole('button', { name: 'Recall Check key copied' })).toBeVisible();
  });

  it('with one application picks it and creates none', async () => {
    const { fetch } = portal({ applications: [fleet] });
    const { user, dialog } = await openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Application' });
    expect(select).toHaveValue('fleet-app');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    await within(dialog).findByRole('heading', { name: 'Key created' });
    expect(bodiesOf(fetch, '/applications')).toEqual([]);
    expect(bodiesOf(fetch, '/applications/subscriptions')).toEqual([
      {
        applicationName: 'fleet-app',
        usagePlan: 'Basic',
        category: 'General',
        service: 'recall-check',
      },
    ]);
  });

  it('with several applications picks one, offers a new one named after the service, and takes the chosen plan', async () => {
    const { fetch } = portal({
      applications: [fleet, second, { ...created, applicationName: 'Recall-Check-App' }],
    });
    const { user, dialog } = await openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Application' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['fleet-app', 'second-app', 'Recall-Check-App', 'New application…']);
    expect(select).toHaveValue('fleet-app');
    await user.selectOptions(select, 'New application…');
    // The service's name is taken (case-insensitively): the next one is offered.
    expect(within(dialog).getByRole('textbox', { name: 'New application name' })).toHaveValue(
      'recall-check-app-2',
    );
    await user.selectOptions(select, 'second-app');
    await user.click(within(dialog).getByRole('radio', { name: 'Advanced' }));
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByText('second-key-0123456789abcdefwxyz')).toBeVisible();
    expect(dialog).toHaveTextContent('under the Advanced plan');
    expect(bodiesOf(fetch, '/applications')).toEqual([]);
    expect(bodiesOf(fetch, '/applications/subscriptions')).toEqual([
      {
        applicationName: 'second-app',
        usagePlan: 'Advanced',
        category: 'General',
        service: 'recall-check',
      },
    ]);
  });

  it('when a sandbox key for the service exists says with which application and reveals it, subscribing nothing', async () => {
    const { fetch } = portal({
      applications: [fleet, second],
      subscriptions: [subscriptionOf(second, 'Standard')],
    });
    const { user, dialog } = await openDialog();
    expect(
      await within(dialog).findByText(
        'second-app already has a sandbox key for Recall Check, under the Standard plan.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Get key' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal Recall Check key' }));
    expect(await within(dialog).findByText('second-key-0123456789abcdefwxyz')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Recall Check key' }));
    expect(await navigator.clipboard.readText()).toBe('second-key-0123456789abcdefwxyz');
    expect(bodiesOf(fetch, '/applications/subscriptions')).toEqual([]);
  });

  it('refuses a taken or invalid name in the form, and a name the server says is taken, subscribing nothing', async () => {
    const { fetch } = portal({
      applications: [fleet],
      create: () => ({
        status: 409,
        body: {
          code: 'Conflict',
          message: 'Application name already exist',
          fields: { applicationName: 'Application name already exist' },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Application' }),
      'New application…',
    );
    const name = within(dialog).getByRole('textbox', { name: 'New application name' });
    await user.clear(name);
    await user.type(name, 'FLEET-APP');
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(name).toHaveAccessibleDescription(fieldMessages.applicationNameTaken);
    await user.clear(name);
    await user.type(name, 'my app');
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(name).toHaveAccessibleDescription(fieldMessages.applicationNameCharacters);
    expect(bodiesOf(fetch, '/applications')).toEqual([]);

    // Another tab took it meanwhile: the server's word, and nothing subscribed.
    await user.clear(name);
    await user.type(name, 'other-tab-app');
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Application name already exist',
    );
    expect(bodiesOf(fetch, '/applications')).toHaveLength(1);
    expect(bodiesOf(fetch, '/applications/subscriptions')).toEqual([]);
  });

  it('after the application was made and subscribing failed, says so, and the retry subscribes that application', async () => {
    let refuse = true;
    const { fetch, state } = portal({
      applications: [],
      subscribe: () => {
        if (!refuse) return undefined;
        refuse = false;
        return {
          status: 503,
          body: {
            code: 'QuotaReached',
            message: 'The API keys quota is used up: nothing was changed.',
          },
        };
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Application recall-check-app was created, but subscribing it failed: The API keys quota is used up: nothing was changed.',
    );
    const select = await within(dialog).findByRole('combobox', { name: 'Application' });
    await waitFor(() => expect(select).toHaveValue('recall-check-app'));
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByRole('heading', { name: 'Key created' })).toBeVisible();
    expect(bodiesOf(fetch, '/applications')).toHaveLength(1);
    expect(bodiesOf(fetch, '/applications/subscriptions')).toHaveLength(2);
    expect(state.applications.map((a) => a.applicationName)).toEqual(['recall-check-app']);
  });

  it('on a network failure says so in the dialog and keeps it open', async () => {
    portal({ applications: [fleet] });
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('combobox', { name: 'Application' });
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', failing);
    await user.click(within(dialog).getByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error in getting data');
    expect(screen.getByRole('dialog', { name: 'Sandbox key for Recall Check' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Get key' })).toBeVisible();
  });

  it('forgets the key when closed', async () => {
    portal({ applications: [fleet] });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Get key' }));
    await within(dialog).findByRole('heading', { name: 'Key created' });
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent('fleet-key-0123456789abcdefwxyz');
  });
});
