import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ContentItem } from '../../shared/api/content-operations';
import { contentKindLabels, slugify, type ContentKind } from '../../shared/domain/content';
import type { ContentValues } from '../../shared/schemas/content-schema';
import { auditPut } from '../audit/audit-entry';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { Conflict, DomainError, Invalid, NotFound } from '../lib/errors';
import { itemKey, slugKey } from './content-keys';
import { getItem } from './content-store';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const table = () => tableName('content');
const notFound = (kind: ContentKind) => new NotFound(`${contentKindLabels[kind]} not found`);
export const slugTakenMessage = (slug: string) =>
  `A blog post with the slug "${slug}" already exists. Choose another title or slug.`;
/** 409 on the slug field, so the form shows it there. */
const slugTaken = (slug: string) =>
  new DomainError(409, 'Conflict', slugTakenMessage(slug), { slug: slugTakenMessage(slug) });
export const changedMeanwhileMessage =
  'This item was changed by another admin meanwhile. Reload it and try again.';

/** The indexes of a cancelled transaction's items whose condition failed; none for other errors. */
function failedConditions(error: unknown): number[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] })
    .CancellationReasons;
  return (reasons ?? []).flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );
}

/** The fields an audit entry records: the item without its bookkeeping. */
function auditFields(item: ContentItem): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = item;
  return fields;
}

function checkKind(kind: ContentKind, values: ContentValues): void {
  if (values.kind !== kind) {
    throw new Invalid(`The body's kind must be '${kind}'`, { kind: `Must be '${kind}'` });
  }
}

/** The stored item for new values: a blog post gets its slug from its title when left empty. */
function toItem(
  values: ContentValues,
  meta: { id: string; createdAt: string; actor: string; now: Date },
): ContentItem {
  const stamp = {
    id: meta.id,
    createdAt: meta.createdAt,
    updatedAt: meta.now.toISOString(),
    updatedBy: meta.actor,
  };
  if (values.kind !== 'blog') return { ...values, ...stamp };
  const slug = values.slug ?? slugify(values.title);
  if (!slug) {
    throw new Invalid('Slug is required: the title has no letters or digits to make one from', {
      slug: 'Slug is required',
    });
  }
  return { ...values, ...stamp, slug };
}

interface PutCondition {
  ConditionExpression: string;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const putItem = (item: ContentItem, condition: PutCondition): TransactItem => ({
  Put: { TableName: table(), Item: { ...itemKey(item.kind, item.id), ...item }, ...condition },
});

const putSlug = (slug: string, id: string): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...slugKey(slug), id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const deleteSlug = (slug: string, id: string): TransactItem => ({
  Delete: {
    TableName: table(),
    Key: slugKey(slug),
    ConditionExpression: 'id = :id',
    ExpressionAttributeValues: { ':id': id },
  },
});

const send = (items: TransactItem[]) =>
  dynamo().send(new TransactWriteCommand({ TransactItems: items }));

/** Adds an item and its audit entry in one transaction (409 when a post's slug is taken). */
export async function createContent(
  kind: ContentKind,
  values: ContentValues,
  actor: string,
  now: Date = new Date(),
): Promise<ContentItem> {
  checkKind(kind, values);
  const item = toItem(values, { id: randomUUID(), createdAt: now.toISOString(), actor, now });
  const items = [
    putItem(item, { ConditionExpression: 'attribute_not_exists(pk)' }),
    auditPut(
      {
        actor,
        action: 'content.create',
        target: `content:${kind}:${item.id}`,
        after: auditFields(item),
      },
      now,
    ),
  ];
  if (item.kind === 'blog') items.push(putSlug(item.slug, item.id));
  try {
    await send(items);
  } catch (error) {
    if (item.kind === 'blog' && failedConditions(error).includes(2)) {
      throw slugTaken(item.slug);
    }
    throw error;
  }
  return item;
}

/**
 * Replaces an item's fields with its audit entry in one transaction: 404 when it is gone, 409
 * when a post's new slug is taken or another admin changed the item since it was read.
 */
export async function updateContent(
  kind: ContentKind,
  id: string,
  values: ContentValues,
  actor: string,
  now: Date = new Date(),
): Promise<ContentItem> {
  checkKind(kind, values);
  const before = await getItem(kind, id);
  if (!before) throw notFound(kind);
  const item = toItem(values, { id, createdAt: before.createdAt, actor, now });
  const items = [
    putItem(item, {
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': before.updatedAt },
    }),
    auditPut(
      {
        actor,
        action: 'content.update',
        target: `content:${kind}:${id}`,
        before: auditFields(before),
        after: auditFields(item),
      },
      now,
    ),
  ];
  const oldSlug = before.kind === 'blog' ? before.slug : undefined;
  const newSlug = item.kind === 'blog' ? item.slug : undefined;
  if (newSlug && newSlug !== oldSlug) {
    items.push(putSlug(newSlug, id));
    if (oldSlug) items.push(deleteSlug(oldSlug, id));
  }
  try {
    await send(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (newSlug && failed.includes(2)) throw slugTaken(newSlug);
    if (failed.includes(0)) {
      if (!(await getItem(kind, id))) throw notFound(kind);
      throw new Conflict(changedMeanwhileMessage);
    }
    throw error;
  }
  return item;
}

/** Deletes an item (and a post's slug) with its audit entry in one transaction; 404 when gone. */
export async function deleteContent(
  kind: ContentKind,
  id: string,
  actor: string,
  now: Date = new Date(),
): Promise<ContentItem> {
  const before = await getItem(kind, id);
  if (!before) throw notFound(kind);
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: table(),
        Key: itemKey(kind, id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    auditPut(
      {
        actor,
        action: 'content.delete',
        target: `content:${kind}:${id}`,
        before: auditFields(before),
      },
      now,
    ),
  ];
  if (before.kind === 'blog') items.push(deleteSlug(before.slug, id));
  try {
    await send(items);
  } catch (error) {
    if (failedConditions(error).includes(0)) throw notFound(kind);
    throw error;
  }
  return before;
}
