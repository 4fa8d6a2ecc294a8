import type { ContentItem, ContentItemOf } from '../../shared/api/content-operations';
import {
  currentOrNextWindow,
  faqTabs,
  isActiveBanner,
  isPublishedPost,
  type ContentKind,
} from '../../shared/domain/content';

const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** Each kind in the order its page shows it. */
export function sortKind(items: readonly ContentItem[]): ContentItem[] {
  return [...items].sort((a, b) => {
    if (a.kind === 'faq' && b.kind === 'faq') {
      return faqTabs.indexOf(a.tab) - faqTabs.indexOf(b.tab) || a.order - b.order;
    }
    if (a.kind === 'video' && b.kind === 'video') return a.order - b.order;
    if (a.kind === 'blog' && b.kind === 'blog') return byTime(b.publishedAt, a.publishedAt);
    if (a.kind === 'banner' && b.kind === 'banner') return byTime(b.activeFrom, a.activeFrom);
    if (a.kind === 'maintenance' && b.kind === 'maintenance') return byTime(a.startsAt, b.startsAt);
    if (a.kind === 'document' && b.kind === 'document') return a.title.localeCompare(b.title);
    return 0;
  });
}

/**
 * What a visitor may see of a kind now: published posts, banners in their active time, the one
 * maintenance window under way or next; FAQ, videos and documents as they are.
 */
export function publicView(
  kind: ContentKind,
  items: readonly ContentItem[],
  now: Date,
): ContentItem[] {
  const sorted = sortKind(items);
  switch (kind) {
    case 'blog':
      return sorted.filter(
        (item): item is ContentItemOf<'blog'> => item.kind === 'blog' && isPublishedPost(item, now),
      );
    case 'banner':
      return sorted.filter((item) => item.kind === 'banner' && isActiveBanner(item, now));
    case 'maintenance': {
      const windows = sorted.filter(
        (item): item is ContentItemOf<'maintenance'> => item.kind === 'maintenance',
      );
      const window = currentOrNextWindow(windows, now);
      return window ? [window] : [];
    }
    default:
      return sorted;
  }
}
