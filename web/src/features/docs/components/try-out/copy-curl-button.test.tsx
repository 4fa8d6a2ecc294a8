import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstCallMessages } from '../../../../../../shared/first-call-messages';
import { aSubscription } from '../../../../testing/application-fixtures';
import { callsTo } from '../../../../testing/mock-api';
import { anOperation } from './testing/try-out-fixtures';
import { renderTryOut } from './testing/render-try-out';

const subscription = aSubscription();
const keyPath = `/applications/${subscription.applicationId}/subscriptions/vehicle-status/sandbox/key`;
const theKey = 'Zk9sandboxKeyValue0123456789';
const withSubscription = {
  '/keys': { category: 'apiKey', apiKeys: [subscription] },
  [keyPath]: { apiKeyId: subscription.apiKeyId, value: theKey },
};
const button = { name: 'Copy curl with my key' };

async function fillRequired(user: ReturnType<typeof renderTryOut>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'vin' }), 'MA3ABC');
  await user.type(screen.getByRole('textbox', { name: 'x-dealer-code' }), 'D42');
}

describe("'Copy curl with my key'", () => {
  it('is not offered without a subscription to the service', async () => {
    renderTryOut(anOperation(), { '/keys': { category: 'apiKey', apiKeys: [] } });
    expect(await screen.findByRole('option', { name: 'No subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', button)).not.toBeInTheDocument();
  });

  it('fetches the key once, on the click, copies the runnable command and keeps no key in the page', async () => {
    const { user, fetchMock } = renderTryOut(anOperation(), withSubscription);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Access token' }), 'tok-123');
    const copy = await screen.findByRole('button', button);
    expect(callsTo(fetchMock, keyPath)).toHaveLength(0);

    await user.click(copy);
    expect(await screen.findByText('Copied: curl with your key')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Copied: curl with your key');
    const command = await navigator.clipboard.readText();
    expect(command).toContain(
      '--url http://products.test/abc123/sandbox/v1/vehicles/MA3ABC/status',
    );
    expect(command).toContain(`--header 'x-api-key: ${theKey}'`);
    expect(command).toContain("--header 'Authorization: Bearer tok-123'");
    expect(command).toContain("--header 'x-dealer-code: D42'");
    expect(callsTo(fetchMock, keyPath)).toHaveLength(1);
    expect(document.body.innerHTML).not.toContain(theKey);

    // The snippet tabs keep their placeholders.
    await user.click(screen.getByRole('button', { name: 'Show code snippets' }));
    expect(await screen.findByTestId('snippet-code')).toHaveTextContent('x-api-key: <your key>');
    expect(document.body.innerHTML).not.toContain(theKey);
  });

  it('fetches nothing while a required field is empty, and says which', async () => {
    const { user, fetchMock } = renderTryOut(anOperation(), withSubscription);
    await navigator.clipboard.writeText('before');
    await user.click(await screen.findByRole('button', button));
    expect(screen.getByRole('textbox', { name: 'vin' })).toHaveAccessibleDescription(
      expect.stringContaining('Field is mandatory') as string,
    );
    expect(callsTo(fetchMock, keyPath)).toHaveLength(0);
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the portal's message in the error toast when the key cannot be fetched", async () => {
    const { user } = renderTryOut(anOperation(), {
      ...withSubscription,
      [keyPath]: { status: 404, body: { code: 'NotFound', message: 'Subscription not found' } },
    });
    await navigator.clipboard.writeText('before');
    await fillRequired(user);
    await user.click(await screen.findByRole('button', button));
    const message = await screen.findByText('Subscription not found');
    expect(message).toBeVisible();
    // Its own toast: another test's may still be leaving.
    const toast = message.closest<HTMLElement>('[data-sonner-toast]');
    if (!toast) throw new Error('The message is not in a toast');
    expect(within(toast).getByText('Error Message')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user } = renderTryOut(anOperation(), withSubscription);
    await fillRequired(user);
    const refuse = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    try {
      await user.click(await screen.findByRole('button', button));
      expect(await screen.findByText(firstCallMessages.curlCopyFailed)).toBeVisible();
      await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(document.body.innerHTML).not.toContain(theKey);
    } finally {
      refuse.mockRestore();
    }
  });
});
