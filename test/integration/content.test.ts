import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryItem } from '../../shared/api/admin-accounts-operations';
import * as contentOps from '../../shared/api/content-operations';
import type { ContentItem } from '../../shared/api/content-operations';
import type { Operation } from '../../shared/api/contract';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

let adminToken: string;
let developerToken: string;
const developer = { email: uniqueEmail('content-dev'), password: 'Partner#2026a' };

beforeAll(async () => {
  const portal = cloudPortal();
  const admin = workerAdmin();
  adminToken = (await signInToPortal(portal, admin.email, admin.password)).idToken;
  expect((await registerPartner(portal, developer.email, developer.password)).status).toBe(200);
  expect((await activate(portal, adminToken, developer.email)).status).toBe(200);
  developerToken = (await signInToPortal(portal, developer.email, developer.password)).idToken;
});

// One live session per user: the next suites sign the admin in again.
afterAll(async () => {
  for (const token of [adminToken, developerToken]) {
    if (token) await signOutOfPortal(cloudPortal(), token);
  }
});

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);

type Items = { items: ContentItem[] };
type Change = { message: string; item: ContentItem };
const publicList = async (kind: string) => (await api<Items>('GET', `/content/${kind}`)).body.items;
const adminList = async (kind: string) =>
  (await api<Items>('GET', `/admin/content?kind=${kind}`, adminToken)).body.items;
const item = (kind: string, id: string) => `/admin/content?kind=${kind}&id=${id}`;

/** Every audit entry about content (newest first). */
const contentAudit = async () => {
  const answer = await api<{ items: AuditEntryItem[]; total: number }>(
    'GET',
    '/admin/audit?target=content%3A&limit=100',
    adminToken,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};
const auditOf = async (target: string) =>
  (await contentAudit()).items.filter((entry) => entry.target === target);

const faq = {
  kind: 'faq',
  tab: 'Usage Plans',
  question: 'Can I change my plan mid-month?',
  answer: 'Yes. The new plan applies at once.',
  order: 9,
};
const post = {
  kind: 'blog',
  title: 'Parking APIs in preview',
  summary: 'Find and book parking slots.',
  body: '## Parking\n\nNow in preview.',
  author: 'Marque API team',
  publishedAt: '2026-01-15T09:00:00Z',
  tags: 'parking',
  status: 'draft',
};

const adminOperations: Operation[] = [
  contentOps.listContent,
  contentOps.createContent,
  contentOps.updateContent,
  contentOps.deleteContent,
];

describe('the content admin operations are the admins’ alone', () => {
  it.each(adminOperations.map((op) => [op.id, op] as const))(
    '%s: 401 to a visitor, 403 to a developer',
    async (_id, op) => {
      const path = op.method === 'POST' ? '/admin/content' : item('faq', 'seed-faq-general-1');
      const body = op.body ? faq : undefined;
      expect((await api(op.method, path, undefined, body)).status).toBe(401);
      expect((await api(op.method, path, developerToken, body)).status).toBe(403);
    },
  );
});

describe('the content a fresh portal shows', () => {
  it('has FAQ on every tab, the decommission banner, five videos, posts, documents, no maintenance', async () => {
    const tabs = new Set(
      (await publicList('faq')).map((entry) => entry.kind === 'faq' && entry.tab),
    );
    expect(tabs).toEqual(new Set(['General', 'API Related', 'Onboarding', 'Usage Plans', 'SOPs']));
    const [banner] = await publicList('banner');
    expect(banner).toMatchObject({ kind: 'banner', closable: true });
    expect(banner?.kind === 'banner' && banner.message).toContain('decommissioned on 30 July');
    expect(await publicList('video')).toHaveLength(5);
    expect((await publicList('blog')).length).toBeGreaterThanOrEqual(2);
    expect(await publicList('document')).toContainEqual(
      expect.objectContaining({ fileName: 'customer-authentication-use-case.pdf' }),
    );
    expect(await publicList('maintenance')).toEqual([]);
  });
});

describe('changing content', () => {
  it('adds a FAQ entry that the public list shows, with exactly one audit entry', async () => {
    const created = await api<Change>('POST', '/admin/content', adminToken, faq);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('FAQ entry added.');
    const { id } = created.body.item;
    expect((await publicList('faq')).map((entry) => entry.id)).toContain(id);
    expect(await auditOf(`content:faq:${id}`)).toEqual([
      expect.objectContaining({ action: 'content.create', before: null }),
    ]);

    const edited = await api<Change>('PUT', item('faq', id), adminToken, {
      ...faq,
      answer: 'Yes, from the application page.',
    });
    expect(edited.body.message).toBe('FAQ entry saved.');
    expect(await auditOf(`content:faq:${id}`)).toHaveLength(2);

    const removed = await api('DELETE', item('faq', id), adminToken);
    expect(removed.body.message).toBe('FAQ entry deleted.');
    expect((await publicList('faq')).map((entry) => entry.id)).not.toContain(id);
    const entries = await auditOf(`content:faq:${id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.delete',
      'content.update',
      'content.create',
    ]);
  });

  it('keeps a draft post off the public list and its address until it is published', async () => {
    const created = await api<Change>('POST', '/admin/content', adminToken, post);
    expect(created.status).toBe(200);
    const { id } = created.body.item;
    expect(created.body.item).toMatchObject({ slug: 'parking-apis-in-preview', tags: ['parking'] });
    expect((await publicList('blog')).map((entry) => entry.id)).not.toContain(id);
    expect((await api('GET', '/content/blog/parking-apis-in-preview')).status).toBe(404);
    expect((await adminList('blog')).map((entry) => entry.id)).toContain(id);

    await api('PUT', item('blog', id), adminToken, { ...post, status: 'published' });
    const read = await api<{ item: ContentItem }>('GET', '/content/blog/parking-apis-in-preview');
    expect(read.status).toBe(200);
    expect(read.body.item).toMatchObject({ title: 'Parking APIs in preview', status: 'published' });
    expect((await publicList('blog'))[0]?.id).not.toBe(undefined);
  });

  it('refuses a second post with the same slug: 409, nothing written', async () => {
    const before = (await contentAudit()).total;
    const clash = await api('POST', '/admin/content', adminToken, post);
    expect(clash).toMatchObject({
      status: 409,
      body: {
        message:
          'A blog post with the slug "parking-apis-in-preview" already exists. Choose another title or slug.',
      },
    });
    expect((await contentAudit()).total).toBe(before);
  });

  it('refuses bad input with its message and a missing item with 404, writing nothing', async () => {
    const before = (await contentAudit()).total;
    const faqsBefore = (await adminList('faq')).length;
    const bad = await api('POST', '/admin/content', adminToken, { ...faq, question: '' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Question is required' } });
    const window = await api('POST', '/admin/content', adminToken, {
      kind: 'maintenance',
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      message: 'Upgrade',
    });
    expect(window).toMatchObject({ status: 400, body: { message: 'End must be after the start' } });
    const missing = await api('PUT', item('faq', 'no-such-entry'), adminToken, faq);
    expect(missing).toMatchObject({ status: 404, body: { message: 'FAQ entry not found' } });
    expect((await api('DELETE', item('video', 'no-such-video'), adminToken)).status).toBe(404);
    expect((await adminList('faq')).length).toBe(faqsBefore);
    expect((await contentAudit()).total).toBe(before);
  });

  it('announces the next maintenance window publicly, and not a past one', async () => {
    const soon = new Date(Date.now() + 3600_000);
    const later = new Date(soon.getTime() + 7200_000);
    const past = await api<Change>('POST', '/admin/content', adminToken, {
      kind: 'maintenance',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-01T02:00:00Z',
      message: 'Past upgrade',
    });
    const next = await api<Change>('POST', '/admin/content', adminToken, {
      kind: 'maintenance',
      startsAt: soon.toISOString(),
      endsAt: later.toISOString(),
      message: 'Database upgrade',
    });
    expect([past.status, next.status]).toEqual([200, 200]);
    expect((await publicList('maintenance')).map((entry) => entry.id)).toEqual([next.body.item.id]);
    expect(await adminList('maintenance')).toHaveLength(2);
  });
});
