import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { lastQuery } from '../testing/admin-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const entry = (n: number) => ({
  entryId: `e${n}`,
  at: `2026-03-${String(10 - (n % 9)).padStart(2, '0')}T10:00:00.000Z`,
  actor: 'admin@marque.example',
  action: 'user.deactivate',
  target: `user:u${n}@partner.example`,
  before: { userStatus: 'active' },
  after: { userStatus: 'inactive' },
});
const page = (
  total: number,
  items = Array.from({ length: Math.min(10, total) }, (_, i) => entry(i)),
) => ({
  items,
  total,
  limit: 10,
  offset: 0,
  from: '2026-02-09',
  to: '2026-03-10',
});

describe('audit log page', () => {
  it('shows each decision with actor, target and before → after, paged on the server', async () => {
    const mock = mockApi({ '/admin/audit': page(14) });
    const { user } = renderRoute('/admin/audit', fakeAuth(adminUser));
    const table = await screen.findByRole('table', { name: /from 2026-02-09 to 2026-03-10/ });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('admin@marque.example');
    expect(first).toHaveTextContent('user.deactivate');
    expect(first).toHaveTextContent('user:u0@partner.example');
    expect(first).toHaveTextContent('userStatus: active → inactive');
    expect(screen.getByText('1–10 of 14')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(mock, '/admin/audit').get('offset')).toBe('10'));
  });

  it('filters by actor, target and dates, refusing a reversed range before calling', async () => {
    const mock = mockApi({ '/admin/audit': page(0, []) });
    const { user } = renderRoute('/admin/audit', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { name: 'No decisions found' })).toBeVisible();
    await user.type(screen.getByLabelText('Actor (e-mail starts with)'), 'admin@');
    await user.type(screen.getByLabelText('Target starts with'), 'user:ana');
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('From must be on or before To')).toBeVisible();
    expect(lastQuery(mock, '/admin/audit').get('actor')).toBeNull();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery(mock, '/admin/audit').get('actor')).toBe('admin@'));
    const query = lastQuery(mock, '/admin/audit');
    expect([query.get('target'), query.get('from'), query.get('to')]).toEqual([
      'user:ana',
      '2026-03-05',
      '2026-03-09',
    ]);
  });

  it('says when the log cannot be read', async () => {
    mockApi({ '/admin/audit': { status: 500, body: { code: 'Internal', message: 'Boom' } } });
    renderRoute('/admin/audit', fakeAuth(adminUser));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });
});
