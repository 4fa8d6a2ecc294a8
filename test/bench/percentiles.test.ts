import { describe, expect, it } from 'vitest';
import { p50p95, percentile } from './percentiles';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 95)).toBe(30);
  });

  it('answers the one sample for any p, and refuses none', () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 0)).toBe(7);
    expect(() => percentile([], 50)).toThrow('No samples');
  });
});

describe('p50p95', () => {
  it('sorts a copy of the samples first', () => {
    const samples = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(p50p95(samples)).toEqual({ p50: 5, p95: 10 });
    expect(samples[0]).toBe(9);
  });
});
