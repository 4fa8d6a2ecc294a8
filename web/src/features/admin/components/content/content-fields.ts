import type { ContentItem } from '../../../../../../shared/api/content-operations';
import {
  bannerTones,
  blogStatuses,
  documentKinds,
  faqTabs,
  type ContentKind,
} from '../../../../../../shared/domain/content';

export type FieldType = 'text' | 'textarea' | 'select' | 'number' | 'datetime' | 'checkbox';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  optional?: boolean;
}

const choices = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const linkHint = 'A file of the site (/documents/…) or an https:// address.';

/** Each kind's form, field by field, in the order it shows them. */
export const contentFields: Record<ContentKind, readonly FieldDef[]> = {
  faq: [
    { name: 'tab', label: 'Tab', type: 'select', options: choices(faqTabs) },
    { name: 'question', label: 'Question', type: 'text' },
    {
      name: 'answer',
      label: 'Answer',
      type: 'textarea',
      hint: 'Plain text; an empty line starts a new paragraph.',
    },
    { name: 'order', label: 'Order', type: 'number', hint: 'Lower numbers show first in the tab.' },
  ],
  blog: [
    { name: 'title', label: 'Title', type: 'text' },
    {
      name: 'slug',
      label: 'Slug',
      type: 'text',
      optional: true,
      hint: 'The address /blog/<slug>; left empty, it is made from the title.',
    },
    { name: 'summary', label: 'Summary', type: 'textarea' },
    { name: 'body', label: 'Body', type: 'textarea', hint: 'Markdown.' },
    { name: 'author', label: 'Author', type: 'text' },
    { name: 'publishedAt', label: 'Published at', type: 'datetime' },
    { name: 'tags', label: 'Tags', type: 'text', optional: true, hint: 'Separated by commas.' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: choices(blogStatuses, { draft: 'Draft', published: 'Published' }),
      hint: 'Only published posts whose time has come are public.',
    },
  ],
  banner: [
    { name: 'message', label: 'Message', type: 'textarea' },
    { name: 'linkUrl', label: 'Link URL', type: 'text', optional: true, hint: linkHint },
    { name: 'linkLabel', label: 'Link label', type: 'text', optional: true },
    {
      name: 'tone',
      label: 'Tone',
      type: 'select',
      options: choices(bannerTones, { info: 'Info', warning: 'Warning' }),
    },
    { name: 'activeFrom', label: 'Active from', type: 'datetime' },
    { name: 'activeUntil', label: 'Active until', type: 'datetime', optional: true },
    { name: 'closable', label: 'Visitors may close it', type: 'checkbox' },
  ],
  maintenance: [
    { name: 'startsAt', label: 'Start', type: 'datetime' },
    { name: 'endsAt', label: 'End', type: 'datetime' },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      hint: 'The pop-up shows it for 10 seconds at load until the window ends.',
    },
  ],
  video: [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'duration', label: 'Duration', type: 'text', hint: 'Minutes and seconds, like 02:45.' },
    { name: 'thumbnailUrl', label: 'Thumbnail URL', type: 'text', hint: linkHint },
    { name: 'videoUrl', label: 'Video URL', type: 'text', hint: linkHint },
    { name: 'order', label: 'Order', type: 'number' },
  ],
  document: [
    { name: 'title', label: 'Title', type: 'text' },
    {
      name: 'documentKind',
      label: 'Document kind',
      type: 'select',
      options: choices(documentKinds, { category: 'Category document', sop: 'SOP' }),
    },
    {
      name: 'category',
      label: 'Category',
      type: 'text',
      optional: true,
      hint: 'For a category document: /documents?category=<category>.',
    },
    {
      name: 'fileName',
      label: 'File name',
      type: 'text',
      optional: true,
      hint: 'For an SOP: /documents?sop=<file name>.',
    },
    { name: 'url', label: 'Document URL', type: 'text', hint: linkHint },
    { name: 'description', label: 'Description', type: 'textarea', optional: true },
  ],
};

/** The form's values: text for every field but numbers and check boxes. */
export type FormValues = Record<string, string | number | boolean>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's own time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** What a new item's form starts with. */
export function emptyValues(kind: ContentKind, now: Date = new Date()): FormValues {
  const values: FormValues = { kind };
  for (const field of contentFields[kind]) {
    if (field.type === 'number') values[field.name] = 1;
    else if (field.type === 'checkbox') values[field.name] = true;
    else if (field.type === 'select') values[field.name] = field.options?.[0]?.value ?? '';
    else if (field.type === 'datetime' && !field.optional) {
      values[field.name] = toLocalInput(now.toISOString());
    } else values[field.name] = '';
  }
  return values;
}

/** An item's form values, for editing it. */
export function itemValues(item: ContentItem): FormValues {
  const record = item as unknown as Record<string, unknown>;
  const values: FormValues = { kind: item.kind };
  for (const field of contentFields[item.kind]) {
    const value = record[field.name];
    if (field.type === 'datetime') values[field.name] = toLocalInput(value as string | undefined);
    else if (Array.isArray(value)) values[field.name] = value.join(', ');
    else if (typeof value === 'number' || typeof value === 'boolean') values[field.name] = value;
    else values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}
