import * as z from 'zod';
import {
  bannerTones,
  blogStatuses,
  documentKinds,
  faqTabs,
  type ContentKind,
} from '../domain/content';
import {
  cleanString,
  firstBrokenRule,
  matches,
  maxLength,
  requiredText,
  satisfies,
  type CleanTextOptions,
  type TextRule,
} from './text-field';

/**
 * The admin's content forms and the content API's bodies (one schema per kind, `kind` telling
 * them apart). Times are accepted as anything `Date` reads (a form's local date and time, or
 * ISO) and kept as ISO strings in UTC.
 */

const text = (label: string, max: number, options: CleanTextOptions = {}) =>
  requiredText(
    `${label} is required`,
    [maxLength(max, `${label} is at most ${max} characters`)],
    options,
  );

/** A trimmed text where '' means none (a form's empty field). */
const noneIfEmpty = (
  label: string,
  max: number,
  rules: readonly TextRule[] = [],
  options: CleanTextOptions = {},
) =>
  cleanString(options)
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const message = firstBrokenRule(value, [
        maxLength(max, `${label} is at most ${max} characters`),
        ...rules,
      ]);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => (value === '' ? undefined : value));

/** An optional text: '' and a missing value both mean none. */
const optionalText = (
  label: string,
  max: number,
  rules: readonly TextRule[] = [],
  options: CleanTextOptions = {},
) => noneIfEmpty(label, max, rules, options).optional();

const isTime = (value: string) => Number.isFinite(Date.parse(value));
const toIso = (value: string) => (isTime(value) ? new Date(value).toISOString() : value);

const time = (label: string) =>
  requiredText(`${label} is required`, [
    satisfies(isTime, `${label} must be a date and time`),
  ]).transform(toIso);

const optionalTime = (label: string) =>
  noneIfEmpty(label, 40, [satisfies(isTime, `${label} must be a date and time`)])
    .transform((value) => (value === undefined ? undefined : toIso(value)))
    .optional();

/** A file the site serves (`/documents/…`) or an outside https address. */
const isLink = (value: string) =>
  /^\/[^/\s]\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/.test(value);
const linkRule = (label: string) => satisfies(isLink, `${label} must start with / or https://`);
const link = (label: string) =>
  requiredText(`${label} is required`, [
    maxLength(2000, `${label} is at most 2000 characters`),
    linkRule(label),
  ]);

const order = z
  .number('Order must be a number')
  .int('Order must be a whole number')
  .min(0, 'Order cannot be negative')
  .max(9999, 'Order is at most 9999');

const tag = cleanString().trim().min(1).max(30, 'Each tag is at most 30 characters');
/** Tags as a list, or as the form's comma-separated text. */
const tags = z
  .union([z.array(tag), z.string()], 'Tags must be a list of words')
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(tag).max(10, 'At most 10 tags'));

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const faqSchema = z.object({
  kind: z.literal('faq'),
  tab: z.enum(faqTabs, 'Choose a tab: General, API Related, Onboarding, Usage Plans or SOPs'),
  question: text('Question', 200),
  answer: text('Answer', 5000, { multiline: true }),
  order,
});

export const blogSchema = z.object({
  kind: z.literal('blog'),
  title: text('Title', 150),
  /** Left empty, the server makes it from the title. */
  slug: optionalText('Slug', 120, [
    matches(slugPattern, 'Slug must be lower-case letters and digits joined by single hyphens'),
  ]),
  summary: text('Summary', 300, { multiline: true }),
  body: text('Body', 20_000, { multiline: true }),
  author: text('Author', 100),
  publishedAt: time('Published at'),
  tags,
  status: z.enum(blogStatuses, "Status must be 'draft' or 'published'"),
});

export const bannerSchema = z
  .object({
    kind: z.literal('banner'),
    message: text('Message', 300),
    linkUrl: optionalText('Link URL', 2000, [linkRule('Link URL')]),
    linkLabel: optionalText('Link label', 60),
    tone: z.enum(bannerTones, "Tone must be 'info' or 'warning'"),
    activeFrom: time('Active from'),
    activeUntil: optionalTime('Active until'),
    closable: z.boolean('Closable must be true or false'),
  })
  .refine((banner) => !banner.linkUrl || banner.linkLabel, {
    message: 'Link label is required with a link',
    path: ['linkLabel'],
  })
  .refine((banner) => !banner.linkLabel || banner.linkUrl, {
    message: 'Link URL is required with a link label',
    path: ['linkUrl'],
  })
  .refine(
    (banner) =>
      !banner.activeUntil || Date.parse(banner.activeUntil) > Date.parse(banner.activeFrom),
    { message: 'Active until must be after Active from', path: ['activeUntil'] },
  );

export const maintenanceSchema = z
  .object({
    kind: z.literal('maintenance'),
    startsAt: time('Start'),
    endsAt: time('End'),
    message: text('Message', 500),
  })
  .refine((window) => Date.parse(window.endsAt) > Date.parse(window.startsAt), {
    message: 'End must be after the start',
    path: ['endsAt'],
  });

export const videoSchema = z.object({
  kind: z.literal('video'),
  title: text('Title', 100),
  description: text('Description', 500),
  duration: requiredText('Duration is required', [
    matches(/^\d{1,3}:[0-5]\d$/, 'Duration must be minutes and seconds, like 02:45'),
  ]),
  thumbnailUrl: link('Thumbnail URL'),
  videoUrl: link('Video URL'),
  order,
});

export const documentSchema = z
  .object({
    kind: z.literal('document'),
    title: text('Title', 150),
    documentKind: z.enum(documentKinds, "Document kind must be 'category' or 'sop'"),
    /** For `/documents?category=`. */
    category: optionalText('Category', 60),
    /** For `/documents?sop=`. */
    fileName: optionalText('File name', 120, [
      matches(/^[\w.-]+\.pdf$/, 'File name must be a PDF file name, like use-case.pdf'),
    ]),
    url: link('Document URL'),
    description: optionalText('Description', 500, [], { multiline: true }),
  })
  .refine((doc) => doc.documentKind !== 'category' || doc.category, {
    message: 'Category is required for a category document',
    path: ['category'],
  })
  .refine((doc) => doc.documentKind !== 'sop' || doc.fileName, {
    message: 'File name is required for an SOP',
    path: ['fileName'],
  });

/** Each kind's schema, for a form of that kind. */
export const contentSchemas = {
  faq: faqSchema,
  blog: blogSchema,
  banner: bannerSchema,
  maintenance: maintenanceSchema,
  video: videoSchema,
  document: documentSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/** The body of a create or an update: the kind's fields, told apart by `kind`. */
export const contentInputSchema = z.discriminatedUnion(
  'kind',
  [faqSchema, blogSchema, bannerSchema, maintenanceSchema, videoSchema, documentSchema],
  { error: 'Choose a content kind: faq, blog, banner, maintenance, video or document' },
);

export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentValues = z.output<typeof contentInputSchema>;
export type ContentValuesOf<K extends ContentKind> = Extract<ContentValues, { kind: K }>;
export type ContentInputOf<K extends ContentKind> = Extract<ContentInput, { kind: K }>;

/** What every stored item carries besides its fields. */
export const contentMetaShape = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};
