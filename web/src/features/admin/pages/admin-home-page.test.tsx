import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { anAdminUser, usersPage } from '../testing/admin-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('admin landing page', () => {
  it('has a card per section with its purpose and, where built, a count', async () => {
    mockApi({
      '/admin/catalogue/summary': { categories: 8, services: 12, apis: 40, apisByStatus: {} },
      '/admin/users': usersPage([anAdminUser()], 57),
      '/admin/audit': { items: [], total: 3, limit: 1, offset: 0, from: 'a', to: 'b' },
    });
    renderRoute('/admin', fakeAuth(adminUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();
    for (const name of [
      'APIs',
      'Accounts',
      'Access',
      'Content',
      'Notification',
      'Usage insights',
      'Cost explorer',
      'All applications',
      'Audit log',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(await within(card('APIs')).findByText('40 APIs in 12 services')).toBeVisible();
    expect(await within(card('Accounts')).findByText('57 users')).toBeVisible();
    expect(
      await within(card('Audit log')).findByText('3 decisions in the last 30 days'),
    ).toBeVisible();
    expect(card('Accounts')).toHaveTextContent('Users, their status and roles; organizations.');
    expect(within(card('Accounts')).getByRole('link')).toHaveAttribute('href', '/admin/accounts');
  });

  it('says when a count cannot be had', async () => {
    mockApi({});
    renderRoute('/admin', fakeAuth(adminUser));
    await screen.findByRole('heading', { level: 1, name: 'Admin area' });
    expect(await within(card('Accounts')).findByText('Count unavailable')).toBeVisible();
  });
});
