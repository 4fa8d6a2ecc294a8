import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createContent,
  deleteContent,
  updateContent,
} from '../../../shared/api/content-operations';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { auditPutsOf, transactionsOf } from '../admin/testing/decision-transactions';
import { handler } from './content-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(GetCommand).resolves({});
});

const faq = { kind: 'faq', tab: 'General', question: 'Why?', answer: 'Because.', order: 1 };
const post = {
  kind: 'blog',
  title: 'New plans for fleets',
  summary: 'Fleet plans.',
  body: '## Plans',
  author: 'Marque API team',
  publishedAt: '2026-06-01T09:00:00.000Z',
  tags: 'fleet, plans',
  status: 'published',
};
const storedPost = {
  pk: 'CONTENT#blog',
  sk: 'ITEM#p1',
  ...post,
  tags: ['fleet', 'plans'],
  slug: 'new-plans-for-fleets',
  id: 'p1',
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  updatedBy: 'admin@marque.local',
};

/** A transaction DynamoDB cancelled because the condition of item `index` failed. */
function cancelled(index: number, length = 3) {
  const error = new DynamoDBServiceException({
    name: 'TransactionCanceledException',
    $fault: 'client',
    $metadata: {},
  });
  return Object.assign(error, {
    CancellationReasons: Array.from({ length }, (_, i) => ({
      Code: i === index ? 'ConditionalCheckFailed' : 'None',
    })),
  });
}

const create = (body: unknown, claims = adminClaims) =>
  handler(operationEvent(createContent, { body, claims }));
const update = (id: string, body: unknown) =>
  handler(
    operationEvent(updateContent, { query: { kind: 'blog', id }, body, claims: adminClaims }),
  );

describe('createContent', () => {
  it('writes the item and exactly one audit entry in one transaction', async () => {
    const result = await create(faq);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).message).toBe('FAQ entry added.');
    const [items, more] = transactionsOf(ddb);
    expect(more).toBeUndefined();
    const put = items?.[0]?.Put;
    expect(put?.TableName).toBe('marque-test-content');
    expect(put?.Item).toMatchObject({ pk: 'CONTENT#faq', question: 'Why?', tab: 'General' });
    expect(String(put?.Item?.sk)).toMatch(/^ITEM#/);
    expect(auditPutsOf(items ?? [])).toEqual([
      expect.objectContaining({
        actor: 'admin@marque.local',
        action: 'content.create',
        target: `content:faq:${String(put?.Item?.id)}`,
        after: expect.objectContaining({ question: 'Why?' }),
      }),
    ]);
  });

  it('makes a post’s slug from its title and locks it in the same transaction', async () => {
    const result = await create(post);
    expect(bodyOf(result).item).toMatchObject({
      slug: 'new-plans-for-fleets',
      tags: ['fleet', 'plans'],
    });
    const items = transactionsOf(ddb)[0] ?? [];
    expect(items[2]?.Put).toMatchObject({
      Item: { pk: 'BLOGSLUG', sk: 'new-plans-for-fleets' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers 409 with a clear message when the slug is taken', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(2));
    const result = await create({ ...post, slug: 'taken-slug' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'A blog post with the slug "taken-slug" already exists. Choose another title or slug.',
    );
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const result = await create({ ...faq, tab: 'Pricing' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(
      'Choose a tab: General, API Related, Onboarding, Usage Plans or SOPs',
    );
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is 401 to a visitor and 403 to a developer, writing nothing', async () => {
    const visitor = await handler(operationEvent(createContent, { body: faq }));
    expect(visitor.statusCode).toBe(401);
    expect((await create(faq, developerClaims)).statusCode).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('updateContent', () => {
  it('is 404 for a missing item and writes nothing', async () => {
    const result = await update('gone', post);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Blog post not found');
    expect(transactionsOf(ddb)).toHaveLength(0);
  });

  it('replaces the fields on the version read, moving the slug, with one audit entry', async () => {
    ddb.on(GetCommand).resolves({ Item: storedPost });
    const result = await update('p1', { ...post, title: 'Fleet plans', slug: '' });
    expect(bodyOf(result)).toMatchObject({
      message: 'Blog post saved.',
      item: { slug: 'fleet-plans' },
    });
    const items = transactionsOf(ddb)[0] ?? [];
    expect(items[0]?.Put?.ExpressionAttributeValues).toEqual({
      ':seen': '2026-06-01T00:00:00.000Z',
    });
    expect(items[2]?.Put?.Item).toMatchObject({ pk: 'BLOGSLUG', sk: 'fleet-plans', id: 'p1' });
    expect(items[3]?.Delete?.Key).toEqual({ pk: 'BLOGSLUG', sk: 'new-plans-for-fleets' });
    expect(auditPutsOf(items)).toEqual([
      expect.objectContaining({
        action: 'content.update',
        target: 'content:blog:p1',
        before: expect.objectContaining({ title: 'New plans for fleets' }),
        after: expect.objectContaining({ title: 'Fleet plans' }),
      }),
    ]);
  });

  it('refuses a body of another kind than the item, writing nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: storedPost });
    const result = await update('p1', faq);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe("The body's kind must be 'blog'");
    expect(transactionsOf(ddb)).toHaveLength(0);
  });

  it('keeps the slug lock as it is when the slug does not change', async () => {
    ddb.on(GetCommand).resolves({ Item: storedPost });
    await update('p1', { ...post, summary: 'Changed.' });
    expect(transactionsOf(ddb)[0]).toHaveLength(2);
  });

  it('is 409 when another admin changed the item meanwhile', async () => {
    ddb.on(GetCommand).resolves({ Item: storedPost });
    ddb.on(TransactWriteCommand).rejects(cancelled(0, 2));
    const result = await update('p1', { ...post, summary: 'Changed.' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This item was changed by another admin meanwhile. Reload it and try again.',
    );
  });
});

describe('deleteContent', () => {
  const remove = (id: string) =>
    handler(operationEvent(deleteContent, { query: { kind: 'blog', id }, claims: adminClaims }));

  it('deletes the item and its slug with one audit entry', async () => {
    ddb.on(GetCommand).resolves({ Item: storedPost });
    const result = await remove('p1');
    expect(bodyOf(result).message).toBe('Blog post deleted.');
    const items = transactionsOf(ddb)[0] ?? [];
    expect(items.map((item) => item.Delete?.Key)).toEqual([
      { pk: 'CONTENT#blog', sk: 'ITEM#p1' },
      undefined,
      { pk: 'BLOGSLUG', sk: 'new-plans-for-fleets' },
    ]);
    expect(auditPutsOf(items)).toEqual([
      expect.objectContaining({ action: 'content.delete', before: expect.any(Object) }),
    ]);
  });

  it('is 404 for a missing item, writing nothing', async () => {
    expect((await remove('gone')).statusCode).toBe(404);
    expect(transactionsOf(ddb)).toHaveLength(0);
  });
});
