import { describe, expect, it } from 'vitest';
import { isOpenCategory } from './categories';

describe('isOpenCategory', () => {
  it('holds a category without access requests open, one with them not', () => {
    expect(isOpenCategory({ requestAccess: false })).toBe(true);
    expect(isOpenCategory({ requestAccess: true })).toBe(false);
  });
});
