import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentItem } from '../../shared/api/content-operations';
import type { ContentKind } from '../../shared/domain/content';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure } from '../data/update-expression';
import { itemKey, seededKey, slugKey } from './content-keys';
import { seedFaq } from './seed-faq';
import { seedBanners, seedBlogs, seedDocuments, seedVideos } from './seed-media';

/** Who the seeded items say last changed them. */
export const seedActor = 'seed';
/** When the seeded items say they were made (fixed, so the items are the same on every run). */
const seededAt = '2026-01-01T00:00:00.000Z';

const stamp = { createdAt: seededAt, updatedAt: seededAt, updatedBy: seedActor };

export interface SeedContentOptions {
  /** The stage's `contact.newPortalUrl`: where the decommission banner points. */
  newPortalUrl?: string;
}

/** The items a fresh portal shows, by kind (no maintenance window). */
export function seedItems(options: SeedContentOptions = {}): Record<ContentKind, ContentItem[]> {
  const linkUrl = options.newPortalUrl;
  return {
    faq: seedFaq.map((item) => ({ ...item, kind: 'faq', ...stamp })),
    blog: seedBlogs.map((item) => ({ ...item, kind: 'blog', ...stamp })),
    banner: seedBanners.map((item) => ({
      ...item,
      ...(linkUrl && item.linkUrl ? { linkUrl } : {}),
      kind: 'banner',
      ...stamp,
    })),
    maintenance: [],
    video: seedVideos.map((item) => ({ ...item, kind: 'video', ...stamp })),
    document: seedDocuments.map((item) => ({ ...item, kind: 'document', ...stamp })),
  };
}

/**
 * Seeds each kind once: its items and the kind's `SEEDED` mark in one transaction, on the
 * condition that the mark is not there. Running it again writes nothing, so an admin's edits
 * and deletions stay as they are.
 */
export async function seedContent(
  options: SeedContentOptions = {},
): Promise<{ seeded: ContentKind[] }> {
  const table = tableName('content');
  const seeded: ContentKind[] = [];
  for (const [kind, items] of Object.entries(seedItems(options)) as [
    ContentKind,
    ContentItem[],
  ][]) {
    const writes = [
      {
        Put: {
          TableName: table,
          Item: { ...seededKey(kind), at: seededAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...items.flatMap((item) => [
        { Put: { TableName: table, Item: { ...itemKey(kind, item.id), ...item } } },
        ...(item.kind === 'blog'
          ? [{ Put: { TableName: table, Item: { ...slugKey(item.slug), id: item.id } } }]
          : []),
      ]),
    ];
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: writes }));
      seeded.push(kind);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { seeded };
}
