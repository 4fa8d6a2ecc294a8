import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import { resetApiClientSession } from '../../../../lib/api-client';
import { anApplication, aSubscription } from '../../../../testing/application-fixtures';
import { aCategory, anApi, aService } from '../../../../testing/catalogue-fixtures';
import type { MockRequest } from '../../../../testing/mock-api';
import { renderTryOut } from './testing/render-try-out';
import { anOperation } from './testing/try-out-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const fleet = anApplication();
const catalogue = (category = aCategory()) => ({
  '/catalogue/categories/Customer/services/vehicle-status': {
    category,
    service: aService(),
    apis: [anApi()],
  },
});
const approved = {
  '/users/me/category-access': { items: [{ category: 'Customer', requestStatus: 'Approved' }] },
};

describe('the try-out subscription select without a subscription', { timeout: 20_000 }, () => {
  it('offers Get a sandbox key; once it has made the key, the select has that subscription, chosen', async () => {
    const keys: SubscriptionItem[] = [];
    const { user } = renderTryOut(anOperation(), {
      ...catalogue(),
      ...approved,
      '/keys': () => ({ category: 'apiKey', apiKeys: keys }),
      '/applications': { items: [fleet] },
      '/applications/subscriptions': (request: MockRequest) => {
        const item = aSubscription({ tier: (request.body as { usagePlan: 'Basic' }).usagePlan });
        keys.push(item);
        return { Item: item, message: 'Subscribed' };
      },
      [`/applications/${fleet.applicationId}/subscriptions/vehicle-status/sandbox/key`]: {
        apiKeyId: 'k',
        value: 'fleet-key-0123456789abcdefwxyz',
      },
    });
    const getKey = await screen.findByRole('button', {
      name: 'Get a sandbox key for Vehicle Status',
    });
    const select = screen.getByRole('combobox', { name: 'Subscription key' });
    expect(select).toHaveAccessibleDescription(
      'None of your applications is subscribed to Vehicle Status in the sandbox. Get a key of your own, then try it out here.',
    );
    expect(screen.queryByRole('link', { name: 'Subscribe on the service page' })).toBeNull();
    await user.click(getKey);
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox key for Vehicle Status' });
    await user.click(await within(dialog).findByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByText('fleet-key-0123456789abcdefwxyz')).toBeVisible();
    // Behind the dialog, already: the new subscription, chosen.
    await waitFor(() => expect(select).toHaveDisplayValue('fleet-app · Basic'));
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Get a sandbox key/ })).toBeNull();
    expect(select).toHaveFocus();
  });

  it('keeps the link to the service page where the user may not subscribe', async () => {
    renderTryOut(anOperation(), {
      ...catalogue(aCategory({ subscribable: false })),
      '/keys': { category: 'apiKey', apiKeys: [] },
    });
    expect(
      await screen.findByRole('link', { name: 'Subscribe on the service page' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Get a sandbox key/ })).toBeNull();
  });
});
