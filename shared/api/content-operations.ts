import * as z from 'zod';
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
import { stayTunedSchema } from '../schemas/stay-tuned-schema';
import { supportQuerySchema } from '../schemas/support-query-schema';
import { captchaIdSchema } from './common-schemas';
import { defineOperation } from './contract';

/**
 * The content area (issue 9 §3 content): public reads for the content pages, the home banner and
 * the maintenance pop-up; the admin's create, update and delete of every kind, each with its
 * audit entry. Every admin operation is on the one path `/admin/content` (the kind and id in the
 * query): each API Gateway resource costs the stack two CloudFormation resources (with its CORS
 * preflight), and the parent stack is close to its budget (infra/marque-stack.test.ts).
 */

const kindSchema = z.enum(
  contentKinds,
  'Choose a content kind: faq, blog, banner, maintenance, video or document',
);
const kindParams = z.object({ kind: kindSchema });
const itemQuery = z.object({
  kind: kindSchema,
  id: z
    .string('The content id is required')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The content id is not valid'),
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
  // Called as `/content/blog/{slug}`; the template saves the stack a literal `blog` resource.
  path: '/content/{kind}/{id}',
  access: 'public',
  summary: 'One published blog post by its slug (/blog/{blogTitle}); 404 for a draft',
  params: z.object({
    kind: kindSchema,
    id: z.string().max(120, 'No such post').regex(slugPattern, 'No such post'),
  }),
  response: z.object({ item: blogSchema.safeExtend({ ...contentMetaShape, slug: z.string() }) }),
});

export const subscribeStayTuned = defineOperation({
  area: 'content',
  id: 'subscribeStayTuned',
  method: 'POST',
  // Called as `/content/stay-tuned`; the template saves the stack a literal resource.
  path: '/content/{kind}',
  access: 'public',
  summary:
    'The footer’s stay-tuned subscription (spec §5, §7): keeps an e-mail address once; the ' +
    'message says whether it was new or already subscribed',
  params: z.object({ kind: z.literal('stay-tuned', 'No such content') }),
  body: stayTunedSchema,
  response: z.object({ message: z.string(), alreadySubscribed: z.boolean() }),
});

export const sendSupportQuery = defineOperation({
  area: 'content',
  id: 'sendSupportQuery',
  method: 'POST',
  // Its own resource: `POST /content/{kind}` is the stay-tuned subscription.
  path: '/content/queries',
  access: 'public',
  summary:
    'Send a query (/sendQuery): checks the captcha, keeps the query and mails it to API ' +
    'support; answers with its reference',
  body: supportQuerySchema.safeExtend({ captchaId: captchaIdSchema }),
  response: z.object({ message: z.string(), reference: z.string() }),
});

export const listContent = defineOperation({
  area: 'content',
  id: 'listContent',
  method: 'GET',
  path: '/admin/content',
  access: 'admin',
  summary: 'Admin: every item of one kind (?kind=), drafts and past windows included',
  query: kindParams,
  response: itemsResponse,
});

export const createContent = defineOperation({
  area: 'content',
  id: 'createContent',
  method: 'POST',
  path: '/admin/content',
  access: 'admin',
  summary: 'Admin: adds an item of the body’s kind (a blog slug must be unique: 409)',
  body: contentInputSchema,
  response: changeResponse,
});

export const updateContent = defineOperation({
  area: 'content',
  id: 'updateContent',
  method: 'PUT',
  path: '/admin/content',
  access: 'admin',
  summary: 'Admin: replaces the fields of ?kind=&id= (404 when it is gone, 409 on a slug clash)',
  query: itemQuery,
  body: contentInputSchema,
  response: changeResponse,
});

export const deleteContent = defineOperation({
  area: 'content',
  id: 'deleteContent',
  method: 'DELETE',
  path: '/admin/content',
  access: 'admin',
  summary: 'Admin: deletes ?kind=&id= (404 when it is gone)',
  query: itemQuery,
  response: z.object({ message: z.string() }),
});
