import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, toastConvention } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { aCategory } from '../../../testing/catalogue-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  // Sonner keeps its toasts across Toaster mounts: one test's toast must not meet the next test.
  toast.dismiss();
});

const categories = [aCategory({ name: 'OCR', icon: 'scan' })];
type Status = 'Pending' | 'Approved' | 'Rejected';

async function ocrCard() {
  const list = await screen.findByRole('list', { name: 'API categories' });
  return within(list).getAllByRole('listitem')[0]!;
}

function serve(status: Status | undefined, request: (r: MockRequest) => unknown = () => ({})) {
  let current = status;
  return mockApi({
    '/catalogue/categories': { items: categories },
    '/users/me/category-access': () => ({
      items: current ? [{ category: 'OCR', requestStatus: current }] : [],
    }),
    '/requests/category-access': (r: MockRequest) => {
      const answer = request(r);
      if (answer && typeof answer === 'object' && 'status' in answer) return answer;
      current = 'Pending';
      return { message: messages.accessRequestSent, category: 'OCR', requestStatus: 'Pending' };
    },
  });
}

describe('Request Access on a category card', () => {
  it('sends the request, says so, and turns into the disabled Pending button', async () => {
    const fetchMock = serve(undefined);
    const { user } = renderRoute('/apis/category', fakeAuth(developer));
    const card = await ocrCard();
    const button = await within(card).findByRole('button', { name: 'Request Access to OCR' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByText(messages.accessRequestSent)).toBeVisible());
    const pending = () => within(card).getByRole('button', { name: 'Request Access to OCR' });
    await waitFor(() => expect(pending()).toHaveAttribute('aria-disabled', 'true'));
    expect(pending()).toHaveAccessibleDescription(messages.accessRequestPending);
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/requests/'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ category: 'OCR' });
  });

  it('is disabled with the pending tooltip while a request is Pending, and sends nothing', async () => {
    const fetchMock = serve('Pending');
    const { user } = renderRoute('/apis/category', fakeAuth(developer));
    const card = await ocrCard();
    const button = () => within(card).getByRole('button', { name: 'Request Access to OCR' });
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    expect(button()).toHaveAttribute('title', messages.accessRequestPending);
    expect(within(card).getByRole('tooltip', { hidden: true })).toHaveTextContent(
      messages.accessRequestPending,
    );
    await user.click(button());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/requests/'))).toBe(false);
  });

  it('is gone once Approved', async () => {
    serve('Approved');
    renderRoute('/apis/category', fakeAuth(developer));
    const card = await ocrCard();
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: /Request Access/ })).toBeNull(),
    );
    expect(within(card).getByRole('link', { name: 'Overview of OCR' })).toBeVisible();
  });

  it('may be sent again after a rejection', async () => {
    serve('Rejected');
    const { user } = renderRoute('/apis/category', fakeAuth(developer));
    const card = await ocrCard();
    const button = await within(card).findByRole('button', { name: 'Request Access to OCR' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByText(messages.accessRequestSent)).toBeVisible());
  });

  it("shows the 'Error' toast when the request fails, and stays available", async () => {
    serve(undefined, () => ({ status: 500, body: { code: 'InternalError', message: 'boom' } }));
    const { user } = renderRoute('/apis/category', fakeAuth(developer));
    const card = await ocrCard();
    const button = await within(card).findByRole('button', { name: 'Request Access to OCR' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(screen.getByText(messages.accessRequestFailed)).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Request Access to OCR' })).toBeEnabled(),
    );
  });
});
