import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentSchema, videoSchema } from '../../shared/schemas/content-schema';
import { seedDocuments, seedVideos } from './seed-media';
import { mp4DurationSeconds } from './testing/mp4-duration';

/** The files the seeded videos and documents point at, as the site serves them (web/public). */
const publicDir = join(import.meta.dirname, '..', '..', 'web', 'public');
const served = (url: string) => join(publicDir, ...url.split('/').filter(Boolean));

const asMinutesAndSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

describe('seeded getting-started videos', () => {
  it.each(seedVideos.map((video) => [video.title, video] as const))(
    '%s: a small MP4 as long as its seeded duration, a WebP poster and captions',
    (_title, video) => {
      expect(videoSchema.safeParse({ ...video, kind: 'video' }).success).toBe(true);
      const mp4 = readFileSync(served(video.videoUrl));
      expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');
      expect(mp4.length).toBeLessThanOrEqual(400 * 1024);
      const seconds = mp4DurationSeconds(mp4);
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(asMinutesAndSeconds(seconds)).toBe(video.duration);

      const poster = readFileSync(served(video.thumbnailUrl));
      expect(poster.toString('latin1', 0, 4)).toBe('RIFF');
      expect(poster.toString('latin1', 8, 12)).toBe('WEBP');
      expect(poster.length).toBeLessThanOrEqual(25 * 1024);

      const vtt = readFileSync(served(video.videoUrl.replace(/\.mp4$/, '.vtt')), 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const cueEnds = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d)\.\d{3}/g)].map(
        ([, h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s),
      );
      expect(cueEnds.length).toBeGreaterThanOrEqual(4);
      expect(cueEnds.at(-1)).toBe(Math.round(seconds));
    },
  );
});

describe('seeded documents', () => {
  it('has a guide for every category of the catalogue and at least three SOPs', () => {
    const categories = new Set(seedDocuments.map((doc) => doc.category).filter(Boolean));
    expect([...categories].sort()).toEqual(
      [
        'Customer',
        'General',
        'OCR',
        'Operations',
        'Parking Management',
        'Partner',
        'Presales',
        'Sales',
      ].sort(),
    );
    expect(seedDocuments.filter((doc) => doc.documentKind === 'sop').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it.each(seedDocuments.map((doc) => [doc.id, doc] as const))(
    '%s is valid and its PDF is served',
    (_id, doc) => {
      expect(documentSchema.safeParse({ ...doc, kind: 'document' }).success).toBe(true);
      const file = served(doc.url);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
      const pdf = readFileSync(file).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1]);
      expect(pdf.slice(start, start + 4)).toBe('xref');
      if (doc.documentKind === 'sop') expect(doc.url).toBe(`/documents/${doc.fileName}`);
    },
  );
});
