import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from './chart-format';

describe('chart formats', () => {
  it('writes a UTC day as day and short month, whatever the time zone', () => {
    expect(formatDay('2026-11-05')).toBe('5 Nov');
    expect(formatDay('2026-01-31')).toBe('31 Jan');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
