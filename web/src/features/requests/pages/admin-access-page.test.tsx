import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessRequestRow } from '../../../../../shared/api/requests-operations';
import { messages, toastConvention } from '../../../../../shared/messages';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  // Sonner keeps its toasts across Toaster mounts: one test's toast must not meet the next test.
  toast.dismiss();
});

const row = (email: string, category = 'OCR', extra: Partial<AccessRequestRow> = {}) => ({
  email,
  category,
  requestStatus: 'Pending',
  requestedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const listUrl = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/admin/access-requests');

const visit = () => renderRoute('/admin/access', fakeAuth(adminUser));
const table = (status = 'Pending') =>
  screen.findByRole('table', { name: `${status} category access requests` });

describe('/admin/access', () => {
  it('lists Pending requests 10 at a time and pages on with the cursor', async () => {
    const fetchMock = mockApi({
      '/admin/access-requests': () => ({
        items: [row('ana@partner.example'), row('bo@partner.example', 'Sales')],
        nextCursor: 'bmV4dA',
      }),
    });
    const { user } = visit();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('ana@partner.example');
    expect(within(rows[1]!).getByText('Sales')).toBeVisible();
    expect(listUrl(fetchMock)[0]?.searchParams.get('status')).toBe('Pending');
    expect(listUrl(fetchMock)[0]?.searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listUrl(fetchMock).at(-1)?.searchParams.get('cursor')).toBe('bmV4dA'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '30');
    await waitFor(() => expect(listUrl(fetchMock).at(-1)?.searchParams.get('limit')).toBe('30'));
    expect(listUrl(fetchMock).at(-1)?.searchParams.get('cursor')).toBeNull();
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30']);
  });

  it('filters by status and shows decided requests with who decided and why', async () => {
    const fetchMock = mockApi({
      '/admin/access-requests': () => ({
        items: [
          row('ana@partner.example', 'OCR', {
            requestStatus: 'Rejected',
            decidedAt: '2026-03-02T10:00:00.000Z',
            decidedBy: 'admin@marque.local',
            reason: 'Not a partner',
          }),
        ],
      }),
    });
    const { user } = visit();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    const rejected = await table('Rejected');
    expect(within(rejected).getByText('Not a partner')).toBeVisible();
    expect(within(rejected).getByText('admin@marque.local')).toBeVisible();
    expect(within(rejected).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(listUrl(fetchMock).at(-1)?.searchParams.get('status')).toBe('Rejected');
  });

  it('approves in one action, says so and asks the list again', async () => {
    let decided = false;
    const decisions: unknown[] = [];
    const fetchMock = mockApi({
      '/admin/access-requests': () => ({ items: decided ? [] : [row('ana@partner.example')] }),
      '/admin/access-requests/decision': ({ body }: MockRequest) => {
        decisions.push(body);
        decided = true;
        return row('ana@partner.example', 'OCR', { requestStatus: 'Approved' });
      },
    });
    const { user } = visit();
    await table();
    await user.click(screen.getByRole('button', { name: 'Approve ana@partner.example for OCR' }));
    await waitFor(() =>
      expect(
        screen.getByText("ana@partner.example's request for OCR approved.", {
          selector: '[data-title]',
        }),
      ).toBeVisible(),
    );
    expect(decisions).toEqual([
      { email: 'ana@partner.example', category: 'OCR', decision: 'approve' },
    ]);
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeVisible();
    expect(listUrl(fetchMock).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects after a confirmation, with the reason given', async () => {
    const decisions: unknown[] = [];
    mockApi({
      '/admin/access-requests': { items: [row('ana@partner.example')] },
      '/admin/access-requests/decision': ({ body }: MockRequest) => {
        decisions.push(body);
        return row('ana@partner.example', 'OCR', { requestStatus: 'Rejected' });
      },
    });
    const { user } = visit();
    await table();
    await user.click(screen.getByRole('button', { name: 'Reject ana@partner.example for OCR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject access request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Not a partner');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(decisions).toEqual([
      {
        email: 'ana@partner.example',
        category: 'OCR',
        decision: 'reject',
        reason: 'Not a partner',
      },
    ]);
  });

  it("shows the server's message when the request was decided meanwhile", async () => {
    mockApi({
      '/admin/access-requests': { items: [row('ana@partner.example')] },
      '/admin/access-requests/decision': {
        status: 409,
        body: {
          code: 'Conflict',
          message: 'This access request is no longer pending: it is Approved',
        },
      },
    });
    const { user } = visit();
    await table();
    await user.click(screen.getByRole('button', { name: 'Approve ana@partner.example for OCR' }));
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(
      screen.getByText('This access request is no longer pending: it is Approved'),
    ).toBeVisible();
  });

  it('shows the loading, empty and error states', async () => {
    mockApi({
      '/admin/access-requests': { status: 500, body: { code: 'InternalError', message: 'x' } },
    });
    const { user } = visit();
    expect(await screen.findByText('Loading the access requests…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: messages.dataCallFailed })).toBeVisible();
    mockApi({ '/admin/access-requests': { items: [] } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeVisible();
  });
});
