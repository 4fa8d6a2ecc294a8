import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { keyManagerApiKeysQuery } from '../../../lib/applications/api-keys-query';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/auth/session-user';
import { createQueryClient } from '../../../lib/query-client';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { aCategory } from '../../../testing/catalogue-fixtures';
import { developer } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { aServiceDoc } from './try-out/testing/try-out-fixtures';
import { SandboxKeyOffer } from './sandbox-key-offer';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const general = aCategory({ name: 'General', requestAccess: false });
const doc = aServiceDoc({ category: 'General' });
const fleet = anApplication();

function renderOffer(user: SessionUser | null, keys: SubscriptionItem[]) {
  const queryClient = createQueryClient({ retry: false });
  const fetch = mockApi({
    '/keys': () => ({ category: 'apiKey', apiKeys: keys }),
    '/applications': { items: [fleet] },
    '/applications/subscriptions': () => {
      keys.push(aSubscription());
      return { Item: aSubscription(), message: 'Subscribed' };
    },
    [`/applications/${fleet.applicationId}/subscriptions/vehicle-status/sandbox/key`]: {
      apiKeyId: 'k',
      value: 'fleet-key-0123456789abcdefwxyz',
    },
  });
  const events = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SandboxKeyOffer user={user} doc={doc} category={general} undeployed={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { events, queryClient, fetch };
}

describe('the docs page offer of a sandbox key', { timeout: 20_000 }, () => {
  it('shows to a partner without a sandbox key; once made and closed, says try out uses it', async () => {
    const { events: user } = renderOffer(developer, []);
    await user.click(
      await screen.findByRole('button', { name: 'Get a sandbox key for Vehicle Status' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox key for Vehicle Status' });
    await user.click(await within(dialog).findByRole('button', { name: 'Get key' }));
    expect(await within(dialog).findByText('fleet-key-0123456789abcdefwxyz')).toBeVisible();
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);
    const note = await screen.findByText('fleet-app is subscribed: try out below uses its key.');
    expect(note).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Get a sandbox key/ })).toBeNull();
  });

  it('shows nothing to a partner with a sandbox key for the service', async () => {
    const { queryClient } = renderOffer(developer, [aSubscription()]);
    await waitFor(() =>
      expect(queryClient.getQueryState(keyManagerApiKeysQuery.queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /Get a sandbox key/ })).toBeNull();
  });

  it('shows nothing to a visitor, and asks for no subscriptions', () => {
    const { fetch } = renderOffer(null, []);
    expect(screen.queryByRole('button', { name: /Get a sandbox key/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
