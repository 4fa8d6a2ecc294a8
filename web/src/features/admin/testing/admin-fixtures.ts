import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';

/** An account as listUsers answers it. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    userEmailId: 'ana@partner.example',
    firstName: 'Ana',
    lastName: 'Rao',
    organization: 'DECCAN WHEELS MOTORS',
    userStatus: 'active',
    accountStatus: 'active',
    productionStatus: null,
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const usersPage = (items: AdminUser[], total = items.length) => ({
  items,
  total,
  limit: 10,
  offset: 0,
});

/** The query string of the last call to `path` a mocked fetch was given. */
export function lastQuery(mock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams {
  const urls = mock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => decodeURIComponent(url.pathname) === path);
  return urls.at(-1)?.searchParams ?? new URLSearchParams();
}
