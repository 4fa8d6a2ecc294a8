import { describe, expect, it } from 'vitest';
import { daysBetween, UsageLedger, utcDay, utcMonth } from './quota-and-usage';

const at = (iso: string) => Date.parse(iso);

describe('UsageLedger', () => {
  it('counts per key and plan per UTC day', () => {
    const ledger = new UsageLedger();
    ledger.record('p1', 'k1', at('2026-03-01T23:59:59Z'));
    ledger.record('p1', 'k1', at('2026-03-02T00:00:00Z'));
    ledger.record('p1', 'k1', at('2026-03-02T10:00:00Z'));
    ledger.record('p1', 'k2', at('2026-03-02T10:00:00Z'));
    ledger.record('p2', 'k1', at('2026-03-02T10:00:00Z'));
    expect(ledger.usedOn('p1', 'k1', '2026-03-01')).toBe(1);
    expect(ledger.usedOn('p1', 'k1', '2026-03-02')).toBe(2);
    expect(ledger.usedOn('p1', 'k2', '2026-03-02')).toBe(1);
    expect(ledger.usedOn('p2', 'k1', '2026-03-02')).toBe(1);
  });

  it('holds a key to the remaining quota UpdateUsage set, counting down from there', () => {
    const ledger = new UsageLedger();
    const now = at('2026-03-10T12:00:00Z');
    ledger.setRemaining('p', 'k', 10, 2, now);
    expect(ledger.series('p', 'k', 10, '2026-03-10', '2026-03-10')).toEqual([[0, 2]]);
    for (let i = 0; i < 2; i++) {
      expect(ledger.withinQuota('p', 'k', 10, now)).toBe(true);
      ledger.record('p', 'k', now);
    }
    expect(ledger.withinQuota('p', 'k', 10, now)).toBe(false);
    expect(ledger.series('p', 'k', 10, '2026-03-10', '2026-03-10')).toEqual([[2, 0]]);
    // The change survives a snapshot, goes with the key, and ends with the month.
    expect(new UsageLedger(ledger.snapshot()).withinQuota('p', 'k', 10, now)).toBe(false);
    expect(ledger.withinQuota('p', 'k', 10, at('2026-04-01T00:00:00Z'))).toBe(true);
    ledger.forgetKey('k');
    expect(ledger.withinQuota('p', 'k', 10, now)).toBe(true);
  });

  it('enforces the quota per calendar month (UTC) and resets with the next month', () => {
    const ledger = new UsageLedger();
    const march = at('2026-03-31T23:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect(ledger.withinQuota('p', 'k', 3, march)).toBe(true);
      ledger.record('p', 'k', march);
    }
    expect(ledger.withinQuota('p', 'k', 3, march)).toBe(false);
    expect(ledger.withinQuota('p', 'k', 3, at('2026-04-01T00:00:00Z'))).toBe(true);
  });

  it("reports GetUsage's series: [used that day, quota left at its end]", () => {
    const ledger = new UsageLedger();
    ledger.record('p', 'k', at('2026-03-30T08:00:00Z'));
    ledger.record('p', 'k', at('2026-03-31T08:00:00Z'));
    ledger.record('p', 'k', at('2026-03-31T09:00:00Z'));
    ledger.record('p', 'k', at('2026-04-01T09:00:00Z'));
    expect(ledger.series('p', 'k', 10, '2026-03-29', '2026-04-02')).toEqual([
      [0, 10],
      [1, 9],
      [2, 7],
      [1, 9],
      [0, 9],
    ]);
  });

  it('survives a snapshot round trip', () => {
    const ledger = new UsageLedger();
    ledger.record('p', 'k', at('2026-03-30T08:00:00Z'));
    const copy = new UsageLedger(JSON.parse(JSON.stringify(ledger.snapshot())));
    expect(copy.usedOn('p', 'k', '2026-03-30')).toBe(1);
  });
});

describe('dates', () => {
  it('uses UTC days and months', () => {
    expect(utcDay(at('2026-01-31T23:30:00-02:00'))).toBe('2026-02-01');
    expect(utcMonth(at('2026-01-31T23:30:00-02:00'))).toBe('2026-02');
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
