import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../../../../shared/api/content-operations';
import { configureApiClient } from '../../../lib/api-client';
import { adminUser, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const meta = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
};
const faq = (id: string, question: string, order: number): ContentItem => ({
  kind: 'faq',
  id,
  tab: 'General',
  question,
  answer: 'An answer.',
  order,
  ...meta,
});

/** A small fake of the FAQ tab: GET lists, POST adds, DELETE deletes the first entry. */
function fakeFaq(items: ContentItem[]) {
  const calls: MockRequest[] = [];
  const mock = mockApi({
    '/admin/content': (request: MockRequest) => {
      calls.push(request);
      if (request.method === 'POST') {
        const item = { ...(request.body as object), id: 'new', ...meta } as ContentItem;
        items.push(item);
        return { message: 'FAQ entry added.', item };
      }
      if (request.method === 'DELETE') {
        items.splice(0, 1);
        return { message: 'FAQ entry deleted.' };
      }
      return { items };
    },
  });
  return { calls, mock };
}

describe('content page', () => {
  it('lists the FAQ entries with a tab per kind', async () => {
    fakeFaq([faq('f1', 'What is Marque?', 1), faq('f2', 'Who can use it?', 2)]);
    renderRoute('/admin/content', fakeAuth(adminUser));
    const table = await screen.findByRole('table', { name: 'FAQ entries' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('What is Marque?');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'FAQ',
      'Blogs',
      'Banners',
      'Maintenance',
      'Videos',
      'Documents',
    ]);
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the form with the shared schema, then adds the entry', async () => {
    const { calls } = fakeFaq([]);
    const { user } = renderRoute('/admin/content', fakeAuth(adminUser));
    expect(await screen.findByText('No FAQ entries yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add FAQ entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Question is required')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Tab'), 'Usage Plans');
    await user.type(within(dialog).getByLabelText('Question'), 'How do quotas work?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Per month.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', { name: 'FAQ entries' });
    expect(table).toHaveTextContent('How do quotas work?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'faq',
      tab: 'Usage Plans',
      question: 'How do quotas work?',
      answer: 'Per month.',
      order: 1,
    });
  });

  it('deletes an entry only after the confirmation', async () => {
    const { calls, mock } = fakeFaq([faq('f1', 'What is Marque?', 1)]);
    const { user } = renderRoute('/admin/content', fakeAuth(adminUser));
    await user.click(await screen.findByRole('button', { name: 'Delete What is Marque?' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete FAQ entry?' });
    expect(confirm).toHaveTextContent('“What is Marque?” will be removed from the portal.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(String(mock.mock.calls.at(-2)?.[0] ?? '')).toMatch(/kind=faq&id=f1|id=f1&kind=faq/);
    expect(await screen.findByText('No FAQ entries yet.')).toBeVisible();
  });

  it('opens another kind’s tab from its address, with its empty state', async () => {
    const mock = mockApi({ '/admin/content': { items: [] } });
    renderRoute('/admin/content?kind=banner', fakeAuth(adminUser));
    expect(await screen.findByText('No banners yet.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
    const [first] = callsTo(mock, '/admin/content');
    expect(first?.[0].searchParams.get('kind')).toBe('banner');
  });

  it('shows the server’s error with a retry', async () => {
    mockApi({ '/admin/content': { status: 500, body: { code: 'X', message: 'Boom' } } });
    renderRoute('/admin/content', fakeAuth(adminUser));
    expect(await screen.findByText('Boom')).toBeVisible();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  });
});
