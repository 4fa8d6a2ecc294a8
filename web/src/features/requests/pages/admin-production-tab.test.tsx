import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { productionRequest, productionRow, uniqueId } from '../testing/production-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  toast.dismiss();
});

const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/admin/production-requests');

async function openTab() {
  const view = renderRoute('/admin/access', fakeAuth(adminUser));
  await view.user.click(await screen.findByRole('tab', { name: 'Production' }));
  return view;
}

const who = "asha.rao@partner.example's request for fleet-app";

describe('/admin/access: the Production tab', () => {
  it('lists the requests by state, paged, with a link to each', async () => {
    const fetchMock = mockApi({
      '/admin/access-requests': { items: [] },
      '/admin/production-requests': { items: [productionRow()], nextCursor: 'bmV4dA' },
    });
    const { user, router } = await openTab();
    const table = await screen.findByRole('table', { name: 'Pending production requests' });
    expect(within(table).getByText('asha.rao@partner.example')).toBeVisible();
    expect(within(table).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      `/microservicedetail?id=${uniqueId}`,
    );
    expect(router.state.location.search).toBe('?tab=production');
    expect(listUrls(fetchMock)[0]?.searchParams.get('limit')).toBe('10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)?.searchParams.get('status')).toBe('Approved'),
    );
  });

  it('marks in progress, approves and rejects with a reason, each after a confirmation', async () => {
    const decisions: unknown[] = [];
    mockApi({
      '/admin/access-requests': { items: [] },
      '/admin/production-requests': { items: [productionRow()] },
      [`/admin/production-requests/${uniqueId}/decision`]: ({ body }: MockRequest) => {
        decisions.push(body);
        return productionRequest({ status: 'Approved' });
      },
    });
    const { user } = await openTab();
    await screen.findByRole('table', { name: 'Pending production requests' });

    await user.click(screen.getByRole('button', { name: `Mark ${who} in progress` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Mark request in progress' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark in progress' }));
    expect(
      await screen.findByText(
        "asha.rao@partner.example's production request for fleet-app marked in progress.",
        { selector: '[data-title]' },
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: `Approve ${who}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Approve production request' });
    expect(dialog).toHaveTextContent('production key under the requested plan');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: `Reject ${who}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reject production request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'No budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(decisions).toEqual([
      { decision: 'inProgress' },
      { decision: 'approve' },
      { decision: 'reject', reason: 'No budget' },
    ]);
  });

  it("shows the server's message when a decision is refused", async () => {
    mockApi({
      '/admin/access-requests': { items: [] },
      '/admin/production-requests': { items: [productionRow()] },
      [`/admin/production-requests/${uniqueId}/decision`]: {
        status: 409,
        body: { code: 'Conflict', message: 'This request is no longer open' },
      },
    });
    const { user } = await openTab();
    await screen.findByRole('table', { name: 'Pending production requests' });
    await user.click(screen.getByRole('button', { name: `Approve ${who}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This request is no longer open')).toBeVisible();
  });
});
