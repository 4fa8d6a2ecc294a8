import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, toastConvention } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  // Sonner keeps its toasts across Toaster mounts: one test's toast must not meet the next test.
  toast.dismiss();
});

const visit = () => renderRoute('/userRequestAccess', fakeAuth(developer));
const table = () => screen.findByRole('table', { name: 'Your category access requests' });

describe('/userRequestAccess', () => {
  it("lists the user's access records with their status badges", async () => {
    mockApi({
      '/users/me/category-access': {
        items: [
          { category: 'Sales', requestStatus: 'Approved' },
          { category: 'OCR', requestStatus: 'Pending' },
          { category: 'Customer', requestStatus: 'Rejected' },
        ],
      },
    });
    visit();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Customer',
      'OCR',
      'Sales',
    ]);
    expect(within(rows[0]!).getByText('Rejected')).toBeVisible();
    expect(within(rows[1]!).getByText('Pending')).toBeVisible();
    expect(within(rows[2]!).getByText('Approved')).toBeVisible();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('requests a rejected category again, and shows it Pending', async () => {
    let status = 'Rejected';
    const fetchMock = mockApi({
      '/users/me/category-access': () => ({ items: [{ category: 'OCR', requestStatus: status }] }),
      '/requests/category-access': () => {
        status = 'Pending';
        return { message: messages.accessRequestSent, category: 'OCR', requestStatus: 'Pending' };
      },
    });
    const { user } = visit();
    await table();
    await user.click(screen.getByRole('button', { name: 'Request access to OCR again' }));
    await waitFor(() => expect(screen.getByText(messages.accessRequestSent)).toBeVisible());
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Pending')).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/requests/'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ category: 'OCR' });
  });

  it('says so when there are no requests, with a way to the categories', async () => {
    mockApi({ '/users/me/category-access': { items: [] } });
    visit();
    expect(await screen.findByRole('heading', { name: 'No access requests yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse API products' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
  });

  it('shows the loading state, then the error state with a retry', async () => {
    mockApi({
      '/users/me/category-access': { status: 500, body: { code: 'InternalError', message: 'x' } },
    });
    const { user } = visit();
    expect(await screen.findByText('Loading your access requests…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: messages.dataCallFailed })).toBeVisible();
    mockApi({
      '/users/me/category-access': { items: [{ category: 'OCR', requestStatus: 'Pending' }] },
    });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });

  it("shows the 'Error' toast when requesting again fails", async () => {
    mockApi({
      '/users/me/category-access': { items: [{ category: 'OCR', requestStatus: 'Rejected' }] },
      '/requests/category-access': { status: 500, body: { code: 'InternalError', message: 'x' } },
    });
    const { user } = visit();
    await table();
    await user.click(screen.getByRole('button', { name: 'Request access to OCR again' }));
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(screen.getByText(messages.accessRequestFailed)).toBeVisible();
  });
});
