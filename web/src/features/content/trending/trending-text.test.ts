import { describe, expect, it } from 'vitest';
import { cutDescription, descriptionLimit, yesterdayUtc } from './trending-text';

describe('cutDescription', () => {
  it('keeps a description of up to 120 characters whole', () => {
    const exact = 'x'.repeat(descriptionLimit);
    expect(cutDescription(exact)).toBe(exact);
    expect(cutDescription('  Short one. ')).toBe('Short one.');
  });

  it('cuts a longer one at 120 characters with an ellipsis', () => {
    const long = 'a'.repeat(130);
    expect(cutDescription(long)).toBe(`${'a'.repeat(120)}…`);
    expect(cutDescription('b'.repeat(121))).toHaveLength(121);
  });

  it('drops the spaces left at the cut', () => {
    const text = `${'a'.repeat(118)}  tail of the text`;
    expect(cutDescription(text)).toBe(`${'a'.repeat(118)}…`);
  });
});

describe('yesterdayUtc', () => {
  it("is the UTC day before, whatever the hour or the month's end", () => {
    expect(yesterdayUtc(new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28');
    expect(yesterdayUtc(new Date('2026-01-01T23:59:00Z'))).toBe('2025-12-31');
  });
});
