import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getBlogPost,
  listContent,
  listPublicContent,
} from '../../../shared/api/content-operations';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './content-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const day = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const meta = (id: string) => ({ id, createdAt: at(-9), updatedAt: at(-9), updatedBy: 'seed' });
const post = (id: string, status: string, publishedAt: string) => ({
  kind: 'blog',
  ...meta(id),
  title: `Post ${id}`,
  slug: `post-${id}`,
  summary: 's',
  body: 'b',
  author: 'a',
  publishedAt,
  tags: [],
  status,
});
const banner = (id: string, activeFrom: string, activeUntil?: string) => ({
  kind: 'banner',
  ...meta(id),
  message: `Banner ${id}`,
  tone: 'warning',
  activeFrom,
  ...(activeUntil ? { activeUntil } : {}),
  closable: true,
});
const window = (id: string, startsAt: string, endsAt: string) => ({
  kind: 'maintenance',
  ...meta(id),
  startsAt,
  endsAt,
  message: `Window ${id}`,
});

const stored = (items: Record<string, unknown>[]) =>
  ddb.on(QueryCommand).resolves({ Items: items.map((item) => ({ pk: 'x', sk: 'y', ...item })) });
const ids = (result: { body: string }) =>
  (bodyOf(result).items as { id: string }[]).map((item) => item.id);
const publicList = (kind: string) =>
  handler(operationEvent(listPublicContent, { params: { kind } }));

describe('listPublicContent', () => {
  it('shows visitors published posts only, newest first', async () => {
    stored([
      post('old', 'published', at(-5)),
      post('draft', 'draft', at(-1)),
      post('new', 'published', at(-1)),
      post('later', 'published', at(3)),
    ]);
    const result = await publicList('blog');
    expect(result.statusCode).toBe(200);
    expect(ids(result)).toEqual(['new', 'old']);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'marque-test-content',
      ExpressionAttributeValues: { ':pk': 'CONTENT#blog', ':prefix': 'ITEM#' },
    });
  });

  it('shows banners only within their active time', async () => {
    stored([
      banner('now', at(-1)),
      banner('ended', at(-5), at(-1)),
      banner('soon', at(2)),
      banner('until', at(-2), at(2)),
    ]);
    expect(ids(await publicList('banner'))).toEqual(['now', 'until']);
  });

  it('gives the maintenance window under way or next, one at most', async () => {
    stored([
      window('past', at(-3), at(-2)),
      window('next', at(2), at(3)),
      window('later', at(5), at(6)),
    ]);
    expect(ids(await publicList('maintenance'))).toEqual(['next']);
    stored([window('past', at(-3), at(-2))]);
    expect(ids(await publicList('maintenance'))).toEqual([]);
  });

  it('orders FAQ by tab then order', async () => {
    const faq = (id: string, tab: string, order: number) => ({
      kind: 'faq',
      ...meta(id),
      tab,
      order,
      question: id,
      answer: 'a',
    });
    stored([faq('sop', 'SOPs', 1), faq('g2', 'General', 2), faq('g1', 'General', 1)]);
    expect(ids(await publicList('faq'))).toEqual(['g1', 'g2', 'sop']);
  });

  it('refuses an unknown kind', async () => {
    const result = await publicList('recipes');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(
      'Choose a content kind: faq, blog, banner, maintenance, video or document',
    );
  });
});

describe('listContent (admin)', () => {
  it('shows the admin drafts and past windows too; 401/403 to others', async () => {
    stored([post('draft', 'draft', at(-1)), post('live', 'published', at(-2))]);
    const call = (claims?: Record<string, string>) =>
      handler(operationEvent(listContent, { query: { kind: 'blog' }, claims }));
    expect(ids(await call(adminClaims))).toEqual(['draft', 'live']);
    expect((await call()).statusCode).toBe(401);
    expect((await call(developerClaims)).statusCode).toBe(403);
  });
});

describe('getBlogPost', () => {
  const get = (slug: string, kind = 'blog') =>
    handler(operationEvent(getBlogPost, { params: { kind, id: slug } }));

  it('finds a published post by its slug', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'BLOGSLUG', sk: 'post-p1' } })
      .resolves({ Item: { pk: 'BLOGSLUG', sk: 'post-p1', id: 'p1' } })
      .on(GetCommand, { Key: { pk: 'CONTENT#blog', sk: 'ITEM#p1' } })
      .resolves({ Item: post('p1', 'published', at(-1)) });
    const result = await get('post-p1');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).item).toMatchObject({ title: 'Post p1', slug: 'post-p1' });
  });

  it('is 404 for a draft and for an unknown slug', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'BLOGSLUG', sk: 'post-d' } })
      .resolves({ Item: { id: 'd' } })
      .on(GetCommand, { Key: { pk: 'CONTENT#blog', sk: 'ITEM#d' } })
      .resolves({ Item: post('d', 'draft', at(-1)) })
      .on(GetCommand, { Key: { pk: 'BLOGSLUG', sk: 'nothing' } })
      .resolves({});
    for (const [slug, kind] of [
      ['post-d', 'blog'],
      ['nothing', 'blog'],
      ['post-p1', 'faq'],
    ] as const) {
      const result = await get(slug, kind);
      expect(result.statusCode).toBe(404);
      expect(bodyOf(result).message).toBe('No such post');
    }
  });
});
