import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../../../../shared/api/content-operations';
import { contentSchemas } from '../../../../../../shared/schemas/content-schema';
import { contentKinds } from '../../../../../../shared/domain/content';
import { contentFields, emptyValues, itemValues, toLocalInput } from './content-fields';

describe('content form values', () => {
  it('names only fields the kind’s schema knows', () => {
    for (const kind of contentKinds) {
      const known = Object.keys(contentSchemas[kind].shape);
      for (const field of contentFields[kind])
        expect(known, `${kind}.${field.name}`).toContain(field.name);
    }
  });

  it('shows an ISO time in the browser’s zone as a datetime-local value', () => {
    const local = new Date(2026, 6, 30, 9, 5);
    expect(toLocalInput(local.toISOString())).toBe('2026-07-30T09:05');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('starts a new banner closable, from now, with no end', () => {
    const now = new Date(2026, 0, 2, 3, 4);
    expect(emptyValues('banner', now)).toEqual({
      kind: 'banner',
      message: '',
      linkUrl: '',
      linkLabel: '',
      tone: 'info',
      activeFrom: '2026-01-02T03:04',
      activeUntil: '',
      closable: true,
    });
  });

  it('edits a post with its tags as text, and the form’s values pass the schema again', () => {
    const post: ContentItem = {
      kind: 'blog',
      id: 'p1',
      title: 'Fleet plans',
      slug: 'fleet-plans',
      summary: 'S',
      body: 'B',
      author: 'A',
      publishedAt: '2026-06-01T09:00:00.000Z',
      tags: ['fleet', 'plans'],
      status: 'published',
      createdAt: '',
      updatedAt: '',
      updatedBy: '',
    };
    const values = itemValues(post);
    expect(values.tags).toBe('fleet, plans');
    const parsed = contentSchemas.blog.parse(values);
    expect(parsed).toMatchObject({
      tags: ['fleet', 'plans'],
      publishedAt: '2026-06-01T09:00:00.000Z',
    });
  });
});
