/**
 * The portal's editable content (spec §1, §2: FAQ, what's new, the decommission banner, the
 * maintenance pop-up, the getting-started videos, documents), kept in the `content` table and
 * managed in the admin area's content section.
 */
export const contentKinds = ['faq', 'blog', 'banner', 'maintenance', 'video', 'document'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** One item of each kind, as the admin's screens and messages name it. */
export const contentKindLabels = {
  faq: 'FAQ entry',
  blog: 'Blog post',
  banner: 'Banner',
  maintenance: 'Maintenance window',
  video: 'Video',
  document: 'Document',
} as const satisfies Record<ContentKind, string>;

/** The same inside a sentence ('Add FAQ entry', 'Delete blog post?'). */
export const contentKindNouns = {
  faq: 'FAQ entry',
  blog: 'blog post',
  banner: 'banner',
  maintenance: 'maintenance window',
  video: 'video',
  document: 'document',
} as const satisfies Record<ContentKind, string>;

/** The FAQ page's tabs, in their order (spec §2 /faq). */
export const faqTabs = ['General', 'API Related', 'Onboarding', 'Usage Plans', 'SOPs'] as const;
export type FaqTab = (typeof faqTabs)[number];

export const blogStatuses = ['draft', 'published'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const bannerTones = ['info', 'warning'] as const;
export type BannerTone = (typeof bannerTones)[number];

/** A category document (`/documents?category=`) or a standard operating procedure (`?sop=`). */
export const documentKinds = ['category', 'sop'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** How long the maintenance pop-up shows at load (spec §9). */
export const maintenancePopupMs = 10_000;

/**
 * A blog post's address part (`/blog/{slug}`) from its title: lower case, latin letters and
 * digits, words joined by single hyphens, at most 120 characters.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** Whether a blog post is public: published, and its publication time has come. */
export function isPublishedPost(
  post: { status: BlogStatus; publishedAt: string },
  now: Date,
): boolean {
  return post.status === 'published' && Date.parse(post.publishedAt) <= now.getTime();
}

/** Whether a banner shows now: from `activeFrom` (included) until `activeUntil` (excluded). */
export function isActiveBanner(
  banner: { activeFrom: string; activeUntil?: string | undefined },
  now: Date,
): boolean {
  const time = now.getTime();
  if (Date.parse(banner.activeFrom) > time) return false;
  return banner.activeUntil === undefined || Date.parse(banner.activeUntil) > time;
}

/**
 * The maintenance window the pop-up announces: the one under way, else the next to start;
 * none once every window has ended.
 */
export function currentOrNextWindow<W extends { startsAt: string; endsAt: string }>(
  windows: readonly W[],
  now: Date,
): W | undefined {
  const time = now.getTime();
  return windows
    .filter((window) => Date.parse(window.endsAt) > time)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
}
