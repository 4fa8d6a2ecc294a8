import { describe, expect, it } from 'vitest';
import { defaultRange, rangeFromParams, validateRange } from './analytics-range';

describe('analytics range', () => {
  it('defaults to this month so far (UTC)', () => {
    expect(defaultRange(new Date('2026-11-18T23:30:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-18',
    });
  });

  it('accepts up to 92 days and refuses more', () => {
    expect(validateRange({ from: '2026-01-01', to: '2026-04-02' })).toEqual({});
    expect(validateRange({ from: '2026-01-01', to: '2026-04-03' })).toEqual({
      to: 'Choose at most 92 days',
    });
  });

  it('refuses an end before the start, missing and impossible dates', () => {
    expect(validateRange({ from: '2026-11-10', to: '2026-11-09' })).toEqual({
      to: 'The end date is before the start',
    });
    expect(validateRange({ from: '', to: '2026-02-30' })).toEqual({
      from: 'Use a date as YYYY-MM-DD',
      to: 'Use a date as YYYY-MM-DD',
    });
  });

  it('reads the range from the address, falling back to this month', () => {
    const now = new Date('2026-11-18T10:00:00Z');
    expect(rangeFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'), now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeFromParams(new URLSearchParams('from=2026-01-01&to=2026-12-31'), now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-18',
    });
  });
});
