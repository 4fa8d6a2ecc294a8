import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { anAdminUser, lastQuery, usersPage } from '../testing/admin-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const open = (path = '/admin/accounts') => renderRoute(path, fakeAuth(adminUser));
const many = Array.from({ length: 10 }, (_, i) =>
  anAdminUser({ userEmailId: `user${String(i).padStart(2, '0')}@partner.example` }),
);

describe('accounts page: users', () => {
  it('lists users with their statuses, 10 a page of the total, and pages on the server', async () => {
    const mock = mockApi({ '/admin/users': usersPage(many, 23) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeVisible();
    expect(lastQuery(mock, '/admin/users').get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(mock, '/admin/users').get('offset')).toBe('10'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '30');
    await waitFor(() => expect(lastQuery(mock, '/admin/users').get('limit')).toBe('30'));
    expect(lastQuery(mock, '/admin/users').get('offset')).toBe('0');
  });

  it('searches by e-mail, filters by status and sorts by e-mail on the server', async () => {
    const mock = mockApi({ '/admin/users': usersPage(many) });
    const { user } = open();
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByLabelText('E-mail starts with'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(mock, '/admin/users').get('search')).toBe('ana@'));
    await user.selectOptions(screen.getByLabelText('User status'), 'inactive');
    await waitFor(() => expect(lastQuery(mock, '/admin/users').get('userStatus')).toBe('inactive'));
    await user.click(screen.getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(lastQuery(mock, '/admin/users').get('order')).toBe('desc'));
  });

  it('shows badges and only the decisions that fit each account', async () => {
    mockApi({
      '/admin/users': usersPage([
        anAdminUser({ userEmailId: 'new@partner.example', userStatus: 'inactive' }),
        anAdminUser({ userEmailId: 'stuck@partner.example', accountStatus: 'locked' }),
        anAdminUser({
          userEmailId: 'admin@marque.example',
          accountStatus: 'admin',
          isAdmin: true,
        }),
      ]),
    });
    open();
    const row = async (email: string) =>
      (await screen.findByRole('rowheader', { name: email })).closest('tr') as HTMLElement;
    const fresh = await row('new@partner.example');
    expect(within(fresh).getByText('Inactive')).toBeVisible();
    expect(
      within(fresh).getByRole('button', { name: 'Activate new@partner.example' }),
    ).toBeVisible();
    const locked = await row('stuck@partner.example');
    expect(within(locked).getByText('Locked')).toBeVisible();
    expect(
      within(locked).getByRole('button', { name: 'Unlock stuck@partner.example' }),
    ).toBeVisible();
    // The signed-in admin is offered neither deactivating nor demoting themselves.
    const self = await row('admin@marque.example');
    expect(within(self).queryByRole('button', { name: /Deactivate|Remove admin/ })).toBeNull();
  });

  it('deactivates after confirming, with a toast, and refreshes the list', async () => {
    let status: 'active' | 'inactive' = 'active';
    mockApi({
      '/admin/users': () => usersPage([anAdminUser({ userStatus: status })]),
      '/admin/users/ana@partner.example/deactivate': () => {
        status = 'inactive';
        return { message: 'User deactivated. They have no API keys.' };
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deactivate ana@partner.example' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate user' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('ana@partner.example: User deactivated. They have no API keys.'),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Activate ana@partner.example' }),
    ).toBeVisible();
  });

  it("shows the server's refusal in an error toast", async () => {
    mockApi({
      '/admin/users': usersPage([anAdminUser()]),
      '/admin/users/ana@partner.example/admin': {
        status: 404,
        body: { code: 'NotFound', message: 'User not found' },
      },
    });
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Grant admin ana@partner.example' }),
    );
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('User not found')).toBeVisible();
  });

  it('opens on the account a registration link names, pending activation, and activates it', async () => {
    let status: 'active' | 'inactive' = 'inactive';
    const fresh = 'asha.rao@partner.example';
    const mock = mockApi({
      '/admin/users': () => {
        const search = lastQuery(mock, '/admin/users').get('search') ?? '';
        const everyone = [anAdminUser(), anAdminUser({ userEmailId: fresh, userStatus: status })];
        return usersPage(everyone.filter((account) => account.userEmailId.startsWith(search)));
      },
      [`/admin/users/${fresh}/activate`]: () => {
        status = 'active';
        return { message: 'User activated.' };
      },
    });
    const { user } = open(`/admin/accounts?email=${encodeURIComponent(fresh)}`);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByLabelText('E-mail starts with')).toHaveValue(fresh);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([fresh]);
    const row = within(table).getByRole('rowheader', { name: fresh }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: `Activate ${fresh}` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }),
    );
    expect(await screen.findByText(`${fresh}: User activated.`)).toBeVisible();
    expect(await screen.findByRole('button', { name: `Deactivate ${fresh}` })).toBeVisible();
  });

  it('has loading, empty and error states', async () => {
    mockApi({ '/admin/users': usersPage([]) });
    open();
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeVisible();
    vi.unstubAllGlobals();
    mockApi({ '/admin/users': { status: 500, body: { code: 'Internal', message: 'Boom' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
  });
});

describe('accounts page: organizations', () => {
  it('lists organizations and shows 4 users of one, then all of them', async () => {
    const staff = Array.from({ length: 6 }, (_, i) =>
      anAdminUser({ userEmailId: `staff${i}@deccan.example` }),
    );
    const mock = mockApi({
      '/admin/organizations': {
        items: [{ name: 'Deccan Wheels Motors', code: 'DLR1002' }],
        total: 1,
        limit: 10,
        offset: 0,
      },
      '/admin/organizations/Deccan Wheels Motors/users': () => {
        const limit = Number(
          lastQuery(mock, '/admin/organizations/Deccan Wheels Motors/users').get('limit'),
        );
        return { ...usersPage(staff.slice(0, limit), 6), limit };
      },
    });
    const { user } = open('/admin/accounts?tab=organizations');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('rowheader', { name: 'Deccan Wheels Motors' })).toBeVisible();
    expect(within(table).getByText('DLR1002')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Users of Deccan Wheels Motors' }));
    const panel = await screen.findByRole('region', { name: 'Users of Deccan Wheels Motors' });
    await within(panel).findByRole('table', { name: /\(4 of 6\)/ });
    await user.click(within(panel).getByRole('button', { name: 'Show all 6' }));
    expect(await within(panel).findByRole('table', { name: /\(6 of 6\)/ })).toBeVisible();
  });
});
