import * as z from 'zod';
import { noticeAudiences, noticeSchema } from '../schemas/notice-schema';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';

/**
 * The notifications area: each signed-in user's notices (their own and those to everyone) and
 * the admins' notices to all users or to a service's subscribers (issue 9 §3 notification).
 */

export const noticeKinds = ['admin', 'newVersion', 'apiStatus', 'registration'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/**
 * A notice's id names where it lives: `own~<time>~<uuid>` (to one user) or `all~<time>~<uuid>`
 * (to everyone), so marking it read needs no lookup.
 */
export const noticeIdSchema = z
  .string()
  .regex(
    /^(own|all)~\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f-]{36}$/,
    'Notice not found',
  );

const pageQuery = (maxLimit: number, fallback: number) =>
  z.object({
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(fallback),
    offset: z.coerce
      .number('offset must be a number')
      .int('offset must be a whole number')
      .min(0, 'offset cannot be negative')
      .max(1000, 'offset is too large')
      .default(0),
  });

export const noticeItemSchema = z.object({
  noticeId: noticeIdSchema,
  kind: z.enum(noticeKinds),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  /** True for a notice sent to every user. */
  toEveryone: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const listMyNotices = defineOperation({
  area: 'notifications',
  id: 'listMyNotices',
  method: 'GET',
  path: '/notifications',
  access: 'user',
  summary: "The caller's notices, their own and those to everyone, newest first",
  query: pageQuery(50, 10),
  response: z.object({
    items: z.array(noticeItemSchema),
    total: z.number().int(),
    unread: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

/**
 * `/notifications/read` is the caller's read state: GET counts the unread, POST marks one notice
 * (`noticeId`) or all of them (`all: true`) read. One resource for both keeps the API's
 * CloudFormation resources down (each path is a resource, a method and a CORS preflight).
 */
export const getUnreadNoticeCount = defineOperation({
  area: 'notifications',
  id: 'getUnreadNoticeCount',
  method: 'GET',
  path: '/notifications/read',
  access: 'user',
  summary: "How many of the caller's notices are unread",
  response: z.object({ unread: z.number().int() }),
});

export const markNoticesReadSchema = z.union([
  z.object({ noticeId: noticeIdSchema }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

export const markNoticesRead = defineOperation({
  area: 'notifications',
  id: 'markNoticesRead',
  method: 'POST',
  path: '/notifications/read',
  access: 'user',
  summary: "Marks one of the caller's notices, or all of them, read",
  body: markNoticesReadSchema,
  response: messageResponse,
});

export const sendNotice = defineOperation({
  area: 'notifications',
  id: 'sendNotice',
  method: 'POST',
  path: '/admin/notifications',
  access: 'admin',
  summary: 'Admin: sends a notice to all users or to the subscribers of one service',
  body: noticeSchema,
  response: z.object({ message: z.string(), recipients: z.number().int() }),
});

export const recipientsQuerySchema = z.object({
  audience: z.enum(noticeAudiences),
  category: z.string().trim().max(100).optional(),
  service: z.string().trim().max(100).optional(),
});

export const countNoticeRecipients = defineOperation({
  area: 'notifications',
  id: 'countNoticeRecipients',
  method: 'GET',
  path: '/admin/notifications/recipients',
  access: 'admin',
  summary: 'Admin: how many users a notice to this audience reaches',
  query: recipientsQuerySchema,
  response: z.object({ recipients: z.number().int() }),
});

export const sentNoticeSchema = z.object({
  noticeId: z.string(),
  at: z.string(),
  actor: z.string(),
  audience: z.enum(noticeAudiences),
  category: z.string().nullable(),
  service: z.string().nullable(),
  title: z.string(),
  kind: z.enum(noticeKinds),
  recipients: z.number().int(),
  emailed: z.boolean(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

export const listSentNotices = defineOperation({
  area: 'notifications',
  id: 'listSentNotices',
  method: 'GET',
  path: '/admin/notifications',
  access: 'admin',
  summary: 'Admin: the notices sent, newest first (by admins and automatic ones)',
  query: pageQuery(100, 10),
  response: z.object({
    items: z.array(sentNoticeSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});
