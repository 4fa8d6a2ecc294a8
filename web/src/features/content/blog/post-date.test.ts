import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date';

describe('formatPostDate', () => {
  it('gives the UTC day in words', () => {
    expect(formatPostDate('2026-06-02T09:00:00.000Z')).toBe('2 June 2026');
    expect(formatPostDate('2026-06-02T23:30:00.000Z')).toBe('2 June 2026');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatPostDate('soon')).toBe('soon');
  });
});
