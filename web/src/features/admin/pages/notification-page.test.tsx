import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentNotice } from '../../../../../shared/api/notifications-operations';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { lastQuery } from '../testing/admin-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const sentNotice = (n: number): SentNotice => ({
  noticeId: `2026-11-2${n % 10}T10:00:00.000Z#id${n}`,
  at: `2026-11-2${n % 10}T10:00:00.000Z`,
  actor: 'admin@marque.example',
  audience: 'service',
  category: 'Vehicle',
  service: 'vehicle-status',
  title: `Notice ${n}`,
  kind: n === 0 ? 'newVersion' : 'admin',
  recipients: 2,
  emailed: true,
});

const category = {
  name: 'Vehicle',
  description: '',
  icon: '',
  redirectLink: '',
  sdkRequired: false,
  authorizationDisabled: false,
  subscribable: true,
  requestAccess: false,
  serviceCount: 1,
};
const service = {
  service: 'vehicle-status',
  apiId: 'a1',
  apiName: 'Vehicle Status',
  description: '',
  category: 'Vehicle',
  customPath: '',
  disableAuth: false,
  usagePlans: [],
  versions: ['v1'],
};

function fakeAdmin(sent: SentNotice[] = []) {
  const bodies: unknown[] = [];
  const mock = mockApi({
    '/admin/notifications': ({ method, body }: MockRequest) => {
      if (method === 'POST') {
        bodies.push(body);
        return { message: 'Notice sent to 2 users.', recipients: 2 };
      }
      return { items: sent, total: sent.length, limit: 10, offset: 0 };
    },
    '/admin/notifications/recipients': () => ({ recipients: 2 }),
    '/catalogue/categories': { items: [category] },
    '/catalogue/categories/Vehicle/services': { category, items: [service] },
    '/notifications/read': { unread: 0 },
  });
  return { mock, bodies };
}

describe('/admin/notification', () => {
  it("sends a notice to a service's subscribers after showing how many it reaches", async () => {
    const { mock, bodies } = fakeAdmin();
    const { user } = renderRoute('/admin/notification', fakeAuth(adminUser));
    expect(await screen.findByText('This notice will reach 2 users.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Subscribers of a service' }));
    expect(screen.getByText('Choose a service to see how many subscribers it has.')).toBeVisible();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Vehicle');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Service' }),
      await screen.findByRole('option', { name: 'Vehicle Status' }),
    );
    await waitFor(() =>
      expect(lastQuery(mock, '/admin/notifications/recipients').get('service')).toBe(
        'vehicle-status',
      ),
    );
    await user.type(screen.getByLabelText('Title'), 'Planned maintenance');
    await user.type(screen.getByLabelText('Message'), 'Sunday 02:00 to 04:00 UTC');
    await user.click(screen.getByRole('checkbox', { name: 'Also send by e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      audience: 'service',
      category: 'Vehicle',
      service: 'vehicle-status',
      title: 'Planned maintenance',
      message: 'Sunday 02:00 to 04:00 UTC',
      email: true,
    });
    expect(await screen.findByText('Notice sent to 2 users.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('shows the rules before sending anything', async () => {
    const { bodies } = fakeAdmin();
    const { user } = renderRoute('/admin/notification', fakeAuth(adminUser));
    await user.click(await screen.findByRole('radio', { name: 'Subscribers of a service' }));
    await user.type(screen.getByLabelText('Title'), 'x'.repeat(101));
    await user.type(screen.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Title is at most 100 characters')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByText('Choose a service')).toBeVisible();
    expect(
      screen.getByText('Link must be a portal path starting with / or an https:// address'),
    ).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  it('lists the sent notices with audience, recipients and actor, paged', async () => {
    fakeAdmin(Array.from({ length: 3 }, (_, i) => sentNotice(i)));
    renderRoute('/admin/notification', fakeAuth(adminUser));
    const table = await screen.findByRole('table', { name: 'Sent notices, newest first' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Notice 0');
    expect(first).toHaveTextContent('New version (automatic)');
    expect(first).toHaveTextContent('Subscribers of vehicle-status (Vehicle)');
    expect(first).toHaveTextContent('admin@marque.example');
    expect(screen.getByText('1–3 of 3')).toBeVisible();
  });

  it('says when nothing was sent yet', async () => {
    fakeAdmin([]);
    renderRoute('/admin/notification', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { name: 'No notices sent yet' })).toBeVisible();
  });
});
