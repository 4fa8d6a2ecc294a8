import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { productionRow, uniqueId } from '../testing/production-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  toast.dismiss();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const oldId = '11111111-2222-4333-8444-555555555555';

const visit = () => renderRoute('/myRequest', fakeAuth(developer));
const table = () => screen.findByRole('table', { name: 'Your production access requests' });
const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/requests/production');

describe('/myRequest', () => {
  it('lists the requests with their status, 10 a page, and pages on', async () => {
    const fetchMock = mockApi({
      '/requests/production': { items: [productionRow()], nextCursor: 'bmV4dA' },
    });
    const { user } = visit();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('fleet-app');
    expect(within(rows[1]!).getByText('Pending')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      `/microservicedetail?id=${uniqueId}`,
    );
    expect(listUrls(fetchMock)[0]?.searchParams.get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)?.searchParams.get('cursor')).toBe('bmV4dA'),
    );
    expect(screen.getByRole('link', { name: 'Category access' })).toHaveAttribute(
      'href',
      '/userRequestAccess',
    );
  });

  it('turns edit, resubmit and cancel off for rejected or done requests older than 30 days, and says why', async () => {
    mockApi({
      '/requests/production': {
        items: [
          productionRow({ status: 'Rejected', updatedAt: daysAgo(10) }),
          productionRow({
            uniqueId: oldId,
            applicationName: 'old-app',
            status: 'Rejected',
            updatedAt: daysAgo(31),
            editable: false,
          }),
        ],
      },
    });
    const { user, router } = visit();
    await table();
    const reason = 'Rejected more than 30 days ago: it can only be viewed';
    for (const action of ['Edit', 'Resubmit', 'Cancel']) {
      const button = screen.getByRole('button', {
        name: `${action} the request for old-app · vehicle-status`,
      });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(reason);
      expect(
        screen.getByRole('button', {
          name: `${action} the request for fleet-app · vehicle-status`,
        }),
      ).not.toHaveAttribute('aria-disabled');
    }
    await user.click(
      screen.getByRole('button', { name: 'Cancel the request for old-app · vehicle-status' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'View the request for old-app · vehicle-status' }),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Edit the request for fleet-app · vehicle-status' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${uniqueId}`));
  });

  it('cancels after a confirmation', async () => {
    const cancelled: string[] = [];
    mockApi({
      '/requests/production': { items: [productionRow()] },
      [`/requests/production/${uniqueId}/cancellation`]: ({ method }: MockRequest) => {
        cancelled.push(method);
        return { status: 409, body: { code: 'Conflict', message: 'It is Approved already' } };
      },
    });
    const { user } = visit();
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Cancel the request for fleet-app · vehicle-status' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('It is Approved already')).toBeVisible();
    expect(cancelled).toEqual(['POST']);
  });

  it("says 'Request failed' when a resubmit fails without a reason", async () => {
    mockApi({
      '/requests/production': {
        items: [productionRow({ status: 'Rejected', updatedAt: daysAgo(1) })],
      },
      [`/requests/production/${uniqueId}`]: { status: 500, body: { code: 'X', message: 'x' } },
    });
    const { user } = visit();
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Resubmit the request for fleet-app · vehicle-status' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Resubmit request' });
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText(messages.requestFailed)).toBeVisible();
  });

  it('shows the empty and error states', async () => {
    mockApi({ '/requests/production': { status: 500, body: { code: 'X', message: 'x' } } });
    const { user } = visit();
    const alert = await screen.findByRole('alert');
    mockApi({ '/requests/production': { items: [] } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No production requests yet' }),
    ).toBeVisible();
  });
});
