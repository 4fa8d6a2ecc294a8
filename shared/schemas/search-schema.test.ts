import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  noResultMessage,
  productSearchSchema,
  searchMinLength,
  searchTermSchema,
} from './search-schema';

describe('search', () => {
  it('starts at 3 characters, spaces around not counted', () => {
    expect(searchMinLength).toBe(3);
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });

  it('accepts a term of 3 or more characters, trimmed', () => {
    expect(productSearchSchema.parse({ search: '  vin ' })).toEqual({ search: 'vin' });
  });

  it.each(['', 'ab', 'x'.repeat(101)])('refuses %j on the server', (term) => {
    expect(searchTermSchema.safeParse(term).error?.issues[0]?.message).toBe('Search is invalid');
  });

  it('says what found nothing', () => {
    expect(noResultMessage('brakes')).toBe('No Result found for : brakes');
  });
});
