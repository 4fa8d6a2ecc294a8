/**
 * Usage per key and plan per UTC day (what GetUsage reports), and the plan's monthly quota
 * (calendar month, UTC) checked against it. Only requests that passed are recorded.
 */
export type UsageSnapshot = Record<string, Record<string, number>>;

/** `YYYY-MM-DD` of an instant, in UTC. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** `YYYY-MM` of an instant, in UTC. */
export function utcMonth(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/** Every `YYYY-MM-DD` from start to end inclusive (empty when end is before start). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) out.push(utcDay(t));
  return out;
}

function entryId(planId: string, keyId: string): string {
  return `${planId}/${keyId}`;
}

/**
 * UpdateUsage's changes to a key's remaining quota, kept as calls charged on the day of the
 * change, under their own entry (so GetUsage's per-day calls stay the real ones, and the
 * snapshot and `forgetKey` carry them with no format of their own).
 */
function adjustmentId(planId: string, keyId: string): string {
  return `adjust:${entryId(planId, keyId)}`;
}

export class UsageLedger {
  private readonly days: Map<string, Map<string, number>>;

  constructor(snapshot: UsageSnapshot = {}) {
    this.days = new Map(
      Object.entries(snapshot).map(([id, perDay]) => [id, new Map(Object.entries(perDay))]),
    );
  }

  record(planId: string, keyId: string, now: number): void {
    const id = entryId(planId, keyId);
    let perDay = this.days.get(id);
    if (!perDay) this.days.set(id, (perDay = new Map()));
    const day = utcDay(now);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  /** Counts `calls` passed requests on `day` at once (local only: seeds usage for tests). */
  add(planId: string, keyId: string, day: string, calls: number): void {
    const id = entryId(planId, keyId);
    let perDay = this.days.get(id);
    if (!perDay) this.days.set(id, (perDay = new Map()));
    perDay.set(day, (perDay.get(day) ?? 0) + calls);
  }

  /**
   * UpdateUsage `replace /remaining`: from `now` on, the key has `remaining` of its monthly
   * quota left (more calls then count down from there).
   */
  setRemaining(
    planId: string,
    keyId: string,
    quotaPerMonth: number,
    remaining: number,
    now: number,
  ): void {
    const charged = this.usedInMonth(planId, keyId, now);
    const id = adjustmentId(planId, keyId);
    let perDay = this.days.get(id);
    if (!perDay) this.days.set(id, (perDay = new Map()));
    const day = utcDay(now);
    perDay.set(day, (perDay.get(day) ?? 0) + (quotaPerMonth - remaining - charged));
  }

  usedOn(planId: string, keyId: string, day: string): number {
    return this.days.get(entryId(planId, keyId))?.get(day) ?? 0;
  }

  /**
   * What the calendar month (UTC) of `now` has charged to the quota, up to and including
   * `upToDay`: the requests counted plus UpdateUsage's changes.
   */
  usedInMonth(planId: string, keyId: string, now: number, upToDay = utcDay(now)): number {
    const month = utcMonth(now);
    let total = 0;
    for (const id of [entryId(planId, keyId), adjustmentId(planId, keyId)]) {
      for (const [day, count] of this.days.get(id) ?? []) {
        if (day.startsWith(month) && day <= upToDay) total += count;
      }
    }
    return total;
  }

  /** Whether one more request fits the monthly quota. */
  withinQuota(planId: string, keyId: string, quotaPerMonth: number, now: number): boolean {
    return this.usedInMonth(planId, keyId, now) < quotaPerMonth;
  }

  /**
   * GetUsage's series for one key: per day, [used that day, quota remaining at the end of it].
   */
  series(
    planId: string,
    keyId: string,
    quotaPerMonth: number,
    start: string,
    end: string,
  ): [number, number][] {
    return daysBetween(start, end).map((day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      const used = this.usedInMonth(planId, keyId, at, day);
      return [this.usedOn(planId, keyId, day), Math.max(0, quotaPerMonth - used)];
    });
  }

  forgetKey(keyId: string): void {
    for (const id of [...this.days.keys()]) if (id.endsWith(`/${keyId}`)) this.days.delete(id);
  }

  snapshot(): UsageSnapshot {
    const out: UsageSnapshot = {};
    for (const [id, perDay] of this.days) out[id] = Object.fromEntries(perDay);
    return out;
  }
}
