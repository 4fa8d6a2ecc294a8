import { describe, expect, it } from 'vitest';
import { whenFilled } from './when-filled';

describe('whenFilled', () => {
  const both = whenFilled('a', 'b');

  it('is true only when every named field is a non-empty string', () => {
    expect(both({ value: { a: 'x', b: 'y' } })).toBe(true);
    expect(both({ value: { a: 'x', b: '' } })).toBe(false);
    expect(both({ value: { a: 'x' } })).toBe(false);
    expect(both({ value: { a: 'x', b: 1 } })).toBe(false);
  });

  it('is false for a value that is not an object', () => {
    expect(both({ value: null })).toBe(false);
    expect(both({ value: 'a' })).toBe(false);
  });
});
