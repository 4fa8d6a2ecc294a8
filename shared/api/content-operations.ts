import { z } from 'zod';
import { contentKinds } from '../domain/content';
import {
  bannerSchema,
  blogSchema,
  contentInputSchema,
  contentMetaShape,
  documentSchema,
  faqSchema,
  maintenanceSchema,
  slugPattern,
  videoSchema,
} from '../schemas/content-schema';
import { defineOperation } from './contract';

/**
 * The content area (issue 9 §3 content): public reads for the content pages, the home banner and
 * the maintenance pop-up; the admin's create, update and delete of every kind, each with its
 * audit entry.
 */

const kindSchema = z.enum(
  contentKinds,
  'Choose a content kind: faq, blog, banner, maintenance, video or document',
);
const kindParams = z.object({ kind: kindSchema });
const itemParams = z.object({
  kind: kindSchema,
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'The content id is not valid'),
});

/** A stored item of each kind: its fields and when, and by whom, it last changed. */
export const contentItemSchema = z.discriminatedUnion('kind', [
  faqSchema.safeExtend(contentMetaShape),
  blogSchema.safeExtend({ ...contentMetaShape, slug: z.string() }),
  bannerSchema.safeExtend(contentMetaShape),
  maintenanceSchema.safeExtend(contentMetaShape),
  videoSchema.safeExtend(contentMetaShape),
  documentSchema.safeExtend(contentMetaShape),
]);
export type ContentItem = z.output<typeof contentItemSchema>;
export type ContentItemOf<K extends ContentItem['kind']> = Extract<ContentItem, { kind: K }>;

const itemsResponse = z.object({ items: z.array(contentItemSchema) });
const changeResponse = z.object({ message: z.string(), item: contentItemSchema });

export const listPublicContent = defineOperation({
  area: 'content',
  id: 'listPublicContent',
  method: 'GET',
  path: '/content/{kind}',
  access: 'public',
  summary:
    'What visitors see of one kind: FAQ by tab and order, published posts newest first, active ' +
    'banners, the current or next maintenance window (none or one), videos and documents in order',
  params: kindParams,
  response: itemsResponse,
});

export const getBlogPost = defineOperation({
  area: 'content',
  id: 'getBlogPost',
  method: 'GET',
  path: '/content/blog/{slug}',
  access: 'public',
  summary: 'One published blog post by its slug (/blog/{blogTitle}); 404 for a draft',
  params: z.object({
    slug: z.string().max(120, 'No such post').regex(slugPattern, 'No such post'),
  }),
  response: z.object({ item: blogSchema.safeExtend({ ...contentMetaShape, slug: z.string() }) }),
});

export const listContent = defineOperation({
  area: 'content',
  id: 'listContent',
  method: 'GET',
  path: '/admin/content/{kind}',
  access: 'admin',
  summary: 'Admin: every item of one kind, drafts and past windows included',
  params: kindParams,
  response: itemsResponse,
});

export const createContent = defineOperation({
  area: 'content',
  id: 'createContent',
  method: 'POST',
  path: '/admin/content/{kind}',
  access: 'admin',
  summary: 'Admin: adds an item of one kind (a blog slug must be unique: 409)',
  params: kindParams,
  body: contentInputSchema,
  response: changeResponse,
});

export const updateContent = defineOperation({
  area: 'content',
  id: 'updateContent',
  method: 'PUT',
  path: '/admin/content/{kind}/{id}',
  access: 'admin',
  summary: 'Admin: replaces an item’s fields (404 when it is gone, 409 on a slug clash)',
  params: itemParams,
  body: contentInputSchema,
  response: changeResponse,
});

export const deleteContent = defineOperation({
  area: 'content',
  id: 'deleteContent',
  method: 'DELETE',
  path: '/admin/content/{kind}/{id}',
  access: 'admin',
  summary: 'Admin: deletes an item (404 when it is gone)',
  params: itemParams,
  response: z.object({ message: z.string() }),
});
