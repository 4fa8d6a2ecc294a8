import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeItem } from '../../../../../shared/api/notifications-operations';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const notice = (n: number, overrides: Partial<NoticeItem> = {}): NoticeItem => ({
  noticeId: `own~2026-11-2${n}T10:00:00.000Z~0b9c7c1e-3f1a-4c59-9a59-2f1c1d3e4b5${n}`,
  kind: 'newVersion',
  title: `Vehicle Status has a new version v${n}`,
  message: 'See what changed.',
  link: '/apis/servicesdetail/Vehicle/vehicle-status',
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  read: false,
  toEveryone: false,
  ...overrides,
});

/** A small stateful fake of the notifications area. */
function fakeNotices(items: NoticeItem[]) {
  const state = items.map((item) => ({ ...item }));
  const unread = () => state.filter((item) => !item.read).length;
  return mockApi({
    '/notifications': () => ({
      items: state,
      total: state.length,
      unread: unread(),
      limit: 10,
      offset: 0,
    }),
    '/notifications/read': ({ method, body }: MockRequest) => {
      if (method === 'GET') return { unread: unread() };
      const id = (body as { noticeId?: string }).noticeId;
      state.forEach((item) => (id === undefined || item.noticeId === id) && (item.read = true));
      return { message: 'Marked read.' };
    },
  });
}

describe('/notifications', () => {
  it('lists notices newest first, marks one read, and the bell follows', async () => {
    fakeNotices([notice(2), notice(1, { read: true, toEveryone: true, link: null })]);
    const { user } = renderRoute('/notifications', fakeAuth(developer));
    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('UnreadVehicle Status has a new version v2');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(first!).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/apis/servicesdetail/Vehicle/vehicle-status',
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await user.click(within(first!).getByRole('button', { name: /Mark read/ }));
    await waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeVisible();
    expect(screen.getByText('All read.')).toBeVisible();
  });

  it('says when there is nothing yet, and when the list cannot be read', async () => {
    fakeNotices([]);
    const first = renderRoute('/notifications', fakeAuth(developer));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    first.unmount();
    mockApi({ '/notifications': { status: 500, body: { code: 'Internal', message: 'Boom' } } });
    renderRoute('/notifications', fakeAuth(developer));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
  });

  it('asks a visitor to sign in', async () => {
    const { router } = renderRoute('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
  });
});

describe('the header bell', () => {
  it('opens the latest notices; Mark all read clears the count; Escape closes it', async () => {
    fakeNotices([notice(2), notice(1)]);
    const { user } = renderRoute('/apis/category', fakeAuth(developer));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('Vehicle Status has a new version v2')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('is not there for a visitor', async () => {
    mockApi({});
    renderRoute('/apis/category');
    expect(await screen.findByRole('link', { name: /Sign In/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
