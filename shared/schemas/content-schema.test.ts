import { describe, expect, it } from 'vitest';
import { fieldErrors } from './first-error';
import { contentInputSchema } from './content-schema';

const messageOf = (input: unknown) => {
  const result = contentInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const banner = {
  kind: 'banner',
  message: 'This portal will be decommissioned on 30 July.',
  tone: 'warning',
  activeFrom: '2026-07-01T00:00:00Z',
  closable: true,
};
const document = {
  kind: 'document',
  title: 'Use case',
  documentKind: 'sop',
  fileName: 'use-case.pdf',
  url: '/documents/use-case.pdf',
};

describe('contentInputSchema', () => {
  it('keeps times as ISO in UTC and an empty optional field as none', () => {
    const parsed = contentInputSchema.parse({
      ...banner,
      activeFrom: '2026-07-01T05:30:00+05:30',
      activeUntil: '',
      linkUrl: '',
      linkLabel: '  ',
    });
    expect(parsed).toEqual({
      ...banner,
      activeFrom: '2026-07-01T00:00:00.000Z',
      activeUntil: undefined,
      linkUrl: undefined,
      linkLabel: undefined,
    });
  });

  it('reads tags from a list or from comma-separated text', () => {
    const post = {
      kind: 'blog',
      title: 'T',
      summary: 'S',
      body: 'B',
      author: 'A',
      publishedAt: '2026-06-01',
      status: 'draft',
    };
    expect(contentInputSchema.parse({ ...post, tags: ' fleet, , plans ' })).toMatchObject({
      tags: ['fleet', 'plans'],
    });
    expect(contentInputSchema.parse({ ...post, tags: ['a'] })).toMatchObject({ tags: ['a'] });
    expect(messageOf({ ...post, tags: '', slug: 'Not A Slug' })).toBe(
      'Slug must be lower-case letters and digits joined by single hyphens',
    );
  });

  it.each([
    [{ kind: 'faq', tab: 'General', question: '', answer: 'a', order: 1 }, 'Question is required'],
    [
      { kind: 'faq', tab: 'General', question: 'q', answer: 'a', order: 1.5 },
      'Order must be a whole number',
    ],
    [{ ...banner, linkUrl: 'https://new.example' }, 'Link label is required with a link'],
    [
      { ...banner, linkUrl: 'javascript:alert(1)', linkLabel: 'Go' },
      'Link URL must start with / or https://',
    ],
    [{ ...banner, activeUntil: '2026-06-01T00:00:00Z' }, 'Active until must be after Active from'],
    [{ ...banner, activeFrom: 'soon' }, 'Active from must be a date and time'],
    [
      {
        kind: 'maintenance',
        startsAt: '2026-07-02T00:00Z',
        endsAt: '2026-07-01T00:00Z',
        message: 'm',
      },
      'End must be after the start',
    ],
    [
      {
        kind: 'video',
        title: 't',
        description: 'd',
        duration: '2m',
        thumbnailUrl: '/t.jpg',
        videoUrl: '/v.mp4',
        order: 1,
      },
      'Duration must be minutes and seconds, like 02:45',
    ],
    [{ ...document, fileName: '' }, 'File name is required for an SOP'],
    [
      { ...document, fileName: 'notes.docx' },
      'File name must be a PDF file name, like use-case.pdf',
    ],
    [{ ...document, documentKind: 'category' }, 'Category is required for a category document'],
    [
      { kind: 'poster' },
      'Choose a content kind: faq, blog, banner, maintenance, video or document',
    ],
  ])('refuses %j with a clear message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('names the field of each message (the form shows it under that field)', () => {
    const result = contentInputSchema.safeParse({ ...banner, linkUrl: 'https://x.example' });
    expect(result.error && fieldErrors(result.error).linkLabel).toBe(
      'Link label is required with a link',
    );
  });
});
