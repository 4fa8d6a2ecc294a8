import { describe, expect, it } from 'vitest';
import { TokenBucket, TokenBuckets } from './token-bucket';

describe('TokenBucket', () => {
  it('starts full: burst requests pass at one instant, the next is refused', () => {
    const bucket = new TokenBucket(100, 200, 0);
    const passed = Array.from({ length: 150 }, () => bucket.tryTake(0)).filter(Boolean).length;
    expect(passed).toBe(100);
    expect(bucket.tryTake(0)).toBe(false);
  });

  it('refills at the rate per second, never past the burst', () => {
    const bucket = new TokenBucket(10, 4, 0);
    for (let i = 0; i < 10; i++) bucket.tryTake(0);
    expect(bucket.tryTake(100)).toBe(false); // 0.4 token
    expect(bucket.tryTake(250)).toBe(true); // 1 token after 250 ms
    expect(bucket.tryTake(250)).toBe(false);
    expect(bucket.available(60_000)).toBe(10);
  });

  it('lets through rate × seconds after the burst over a long run', () => {
    const bucket = new TokenBucket(5, 10, 0);
    let passed = 0;
    for (let t = 0; t <= 2000; t += 1) if (bucket.tryTake(t)) passed++;
    expect(passed).toBe(5 + 20);
  });

  it('ignores a clock going backwards', () => {
    const bucket = new TokenBucket(1, 1, 1000);
    expect(bucket.tryTake(1000)).toBe(true);
    expect(bucket.tryTake(0)).toBe(false);
  });
});

describe('TokenBuckets', () => {
  it('keeps one bucket per id', () => {
    const buckets = new TokenBuckets();
    const limits = { burst: 1, ratePerSecond: 1 };
    expect(buckets.tryTake('a', limits, 0)).toBe(true);
    expect(buckets.tryTake('a', limits, 0)).toBe(false);
    expect(buckets.tryTake('b', limits, 0)).toBe(true);
  });
});

describe('TokenBuckets.hold', () => {
  const limits = { burst: 3, ratePerSecond: 10 };

  it('stops a bucket refilling while held, and only that bucket', () => {
    const buckets = new TokenBuckets();
    buckets.hold('a', true, 0);
    const passed = [0, 1_000, 60_000, 60_000].map((t) => buckets.tryTake('a', limits, t));
    expect(passed).toEqual([true, true, true, false]);
    expect(buckets.tryTake('b', limits, 60_000)).toBe(true);
  });

  it('refills again once released', () => {
    const buckets = new TokenBuckets();
    buckets.hold('a', true, 0);
    for (let i = 0; i < 3; i++) buckets.tryTake('a', limits, 0);
    expect(buckets.tryTake('a', limits, 5_000)).toBe(false);
    buckets.hold('a', false, 5_000);
    expect(buckets.tryTake('a', limits, 5_100)).toBe(true);
  });
});
