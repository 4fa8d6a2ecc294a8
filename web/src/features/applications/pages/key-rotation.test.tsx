import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quotaReachedMessage } from '../../../../../shared/aws-quotas';
import { configureApiClient } from '../../../lib/api-client';
import { anApplication, aSubscription } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));

const app = anApplication();
const base = `/applications/${app.applicationId}`;
const keyPath = `${base}/subscriptions/vehicle-status/sandbox/key`;
const rotated = aSubscription({
  apiKeyId: 'key-456',
  maskedKey: '••••••••new4',
  previousKeyExpiresAt: '2026-11-22T10:00:00.000Z',
});

function openDetails(rotation: (request: MockRequest) => unknown) {
  let subscriptions = [aSubscription()];
  let keyValue = 'old-key-wxyz';
  mockApi({
    [base]: () => ({ item: app, subscriptions }),
    [keyPath]: () => ({ apiKeyId: subscriptions[0]!.apiKeyId, value: keyValue }),
    [`${keyPath}/rotation`]: async (request: MockRequest) => {
      const answer = await rotation(request);
      if (!('status' in (answer as object))) {
        subscriptions = [rotated];
        keyValue = 'new-key-new4';
      }
      return answer;
    },
  });
  return renderRoute(
    `/application/appdetails?applicationId=${app.applicationId}`,
    fakeAuth(developer),
  );
}

describe('key rotation', () => {
  it('explains the overlap, then shows the new key masked and the old one’s expiry', async () => {
    const methods: string[] = [];
    const { user } = openDetails((request) => {
      methods.push(request.method);
      return { Item: rotated, message: 'Key rotated' };
    });
    // The old key, revealed before the rotation, must not linger as the new one.
    await user.click(await screen.findByRole('button', { name: 'Reveal Vehicle Status key' }));
    expect(await screen.findByText('old-key-wxyz')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rotate key of Vehicle Status' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate key' });
    expect(confirm).toHaveTextContent(
      'A new API key for Vehicle Status (sandbox) is issued at once',
    );
    expect(confirm).toHaveTextContent('The current key keeps working for 24 hours');
    expect(confirm).toHaveTextContent(
      "While both keys work they share what is left of this month's quota: each gets half of it now",
    );
    expect(confirm).toHaveTextContent(
      'requests a second with bursts of 100 per key, so up to 400 a second for the two together',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));

    const row = within(screen.getByRole('table')).getByRole('row', { name: /Vehicle Status/ });
    expect(await within(row).findByText('••••••••new4')).toBeVisible();
    expect(row).toHaveTextContent('Old key works until 22 Nov 2026, 10:00 UTC');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Vehicle Status has a new key. The old key works until 22 Nov 2026, 10:00 UTC.',
      ),
    ).toBeInTheDocument();
    expect(methods).toEqual(['POST']);

    await user.click(within(row).getByRole('button', { name: 'Reveal Vehicle Status key' }));
    expect(await within(row).findByText('new-key-new4')).toBeVisible();
  });

  it('keeps the key and says the server’s message when the rotation is refused', async () => {
    const { user } = openDetails(() => ({
      status: 409,
      body: { code: 'Conflict', message: 'The previous key is still in its overlap window' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Rotate key of Vehicle Status' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate key' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(
      await screen.findByText('The previous key is still in its overlap window'),
    ).toBeVisible();
    expect(screen.getByText('••••••••wxyz')).toBeVisible();
  });

  it('says that AWS’s key quota is reached and nothing was changed (503), keeping the key', async () => {
    const { user } = openDetails(() => ({
      status: 503,
      body: { code: 'QuotaReached', message: quotaReachedMessage('apiKeys') },
    }));
    await user.click(await screen.findByRole('button', { name: 'Rotate key of Vehicle Status' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate key' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(
      await screen.findByText(
        'The portal has reached its limit of API keys. Nothing was changed; please try again later or contact support.',
      ),
    ).toBeVisible();
    expect(screen.getByText('••••••••wxyz')).toBeVisible();
  });
});
