import * as z from 'zod';
import { cleanString } from './text-field';

/** Limits of an admin's notice (issue 9 §3 notification). */
export const noticeLimits = { title: 100, message: 1000, link: 500 } as const;

export const noticeAudiences = ['all', 'service'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];

export const noticeMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title is at most ${noticeLimits.title} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message is at most ${noticeLimits.message} characters`,
  linkInvalid: 'Link must be a portal path starting with / or an https:// address',
  audienceInvalid: 'Choose who receives the notice',
  serviceRequired: 'Choose a service',
} as const;

/** A portal path (`/apis/category`) or an https address; nothing that could run script. */
export function isNoticeLink(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

const optionalLink = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(noticeLimits.link, noticeMessages.linkInvalid)
    .refine(isNoticeLink, noticeMessages.linkInvalid)
    .optional(),
);

const targetService = cleanString().trim().max(100);

/**
 * The admin's compose form and the send call's body: to everyone, or to the subscribers of one
 * service (category and service of the catalogue); `email` also mails each recipient.
 */
export const noticeSchema = z
  .object({
    audience: z.enum(noticeAudiences, { error: noticeMessages.audienceInvalid }),
    category: targetService.optional(),
    service: targetService.optional(),
    title: cleanString({}, { error: noticeMessages.titleRequired })
      .trim()
      .min(1, noticeMessages.titleRequired)
      .max(noticeLimits.title, noticeMessages.titleTooLong),
    message: cleanString({ multiline: true }, { error: noticeMessages.messageRequired })
      .trim()
      .min(1, noticeMessages.messageRequired)
      .max(noticeLimits.message, noticeMessages.messageTooLong),
    link: optionalLink,
    email: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.audience !== 'service') return;
    if (!value.category || !value.service) {
      ctx.addIssue({ code: 'custom', path: ['service'], message: noticeMessages.serviceRequired });
    }
  });

export type NoticeInput = z.input<typeof noticeSchema>;
export type NoticeValues = z.output<typeof noticeSchema>;

/** Where a notice about a service points: its page in the catalogue. */
export function serviceDetailPath(category: string, service: string): string {
  return `/apis/servicesdetail/${encodeURIComponent(category)}/${encodeURIComponent(service)}`;
}

/** A service's page open on one version (its APIs and what changed in it). */
export function serviceVersionPath(category: string, service: string, version: string): string {
  return `${serviceDetailPath(category, service)}?version=${encodeURIComponent(version)}`;
}
