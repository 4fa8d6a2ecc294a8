import { describe, expect, it } from 'vitest';
import { evenGroups, metricsPerAlarm } from './monitoring-metrics';

const sizes = (count: number, max: number) =>
  evenGroups(
    Array.from({ length: count }, (_, i) => i),
    max,
  ).map((group) => group.length);

describe('evenGroups (functions and tables shared out over alarms)', () => {
  it('makes the fewest groups of at most the maximum, as even as can be', () => {
    expect(sizes(21, metricsPerAlarm)).toEqual([7, 7, 7]);
    expect(sizes(10, metricsPerAlarm)).toEqual([10]);
    expect(sizes(11, metricsPerAlarm)).toEqual([6, 5]);
    expect(sizes(9, 5)).toEqual([5, 4]);
    expect(sizes(0, metricsPerAlarm)).toEqual([]);
  });

  it('keeps every item once, in order', () => {
    const items = Array.from({ length: 23 }, (_, i) => `fn${i}`);
    expect(evenGroups(items, metricsPerAlarm).flat()).toEqual(items);
  });
});
