import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../shared/api/content-operations';
import { publicView, sortKind } from './content-order';

const meta = (id: string) => ({ id, createdAt: '', updatedAt: '', updatedBy: 'seed' });
const doc = (id: string, title: string): ContentItem => ({
  kind: 'document',
  ...meta(id),
  title,
  documentKind: 'sop',
  fileName: `${id}.pdf`,
  url: `/documents/${id}.pdf`,
});
const video = (id: string, order: number): ContentItem => ({
  kind: 'video',
  ...meta(id),
  title: id,
  description: 'd',
  duration: '01:00',
  thumbnailUrl: '/t.jpg',
  videoUrl: '/v.mp4',
  order,
});

describe('sortKind', () => {
  it('puts documents by title and videos by their order', () => {
    expect(
      sortKind([doc('b', 'Warranty'), doc('a', 'Customer use case')]).map((d) => d.id),
    ).toEqual(['a', 'b']);
    expect(sortKind([video('v3', 3), video('v1', 1), video('v2', 2)]).map((v) => v.id)).toEqual([
      'v1',
      'v2',
      'v3',
    ]);
  });
});

describe('publicView', () => {
  it('shows every video and document as they are', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    expect(publicView('video', [video('v2', 2), video('v1', 1)], now).map((v) => v.id)).toEqual([
      'v1',
      'v2',
    ]);
    expect(publicView('document', [doc('a', 'A')], now)).toHaveLength(1);
  });
});
