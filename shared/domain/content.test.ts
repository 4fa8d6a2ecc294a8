import { describe, expect, it } from 'vitest';
import { currentOrNextWindow, isActiveBanner, isPublishedPost, slugify } from './content';

const now = new Date('2026-07-10T12:00:00Z');

describe('slugify', () => {
  it('makes a lower-case, hyphen-joined address part from a title', () => {
    expect(slugify('  Rotate your API keys — without downtime!  ')).toBe(
      'rotate-your-api-keys-without-downtime',
    );
    expect(slugify('Café & Crème 2026')).toBe('cafe-creme-2026');
    expect(slugify('???')).toBe('');
    expect(slugify('a'.repeat(130))).toHaveLength(120);
  });
});

describe('what is live', () => {
  it('publishes a post only when published and due', () => {
    expect(isPublishedPost({ status: 'published', publishedAt: '2026-07-10T11:59:59Z' }, now)).toBe(
      true,
    );
    expect(isPublishedPost({ status: 'published', publishedAt: '2026-07-10T12:00:01Z' }, now)).toBe(
      false,
    );
    expect(isPublishedPost({ status: 'draft', publishedAt: '2026-07-01T00:00:00Z' }, now)).toBe(
      false,
    );
  });

  it('shows a banner from its start until (not at) its end', () => {
    expect(isActiveBanner({ activeFrom: '2026-07-10T12:00:00Z' }, now)).toBe(true);
    expect(
      isActiveBanner(
        { activeFrom: '2026-07-01T00:00:00Z', activeUntil: '2026-07-10T12:00:00Z' },
        now,
      ),
    ).toBe(false);
    expect(isActiveBanner({ activeFrom: '2026-07-11T00:00:00Z' }, now)).toBe(false);
  });

  it('announces the maintenance window under way, else the next', () => {
    const past = { startsAt: '2026-07-01T00:00:00Z', endsAt: '2026-07-02T00:00:00Z' };
    const running = { startsAt: '2026-07-10T11:00:00Z', endsAt: '2026-07-10T13:00:00Z' };
    const next = { startsAt: '2026-07-12T00:00:00Z', endsAt: '2026-07-12T02:00:00Z' };
    expect(currentOrNextWindow([next, running, past], now)).toBe(running);
    expect(currentOrNextWindow([next, past], now)).toBe(next);
    expect(currentOrNextWindow([past], now)).toBeUndefined();
  });
});
