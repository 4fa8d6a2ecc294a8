import { GetUsageCommand } from '@aws-sdk/client-api-gateway';
import type { UsageDay } from '../../shared/api/usage-schemas';
import { apiGateway } from '../clients/api-gateway-client';

/** `YYYY-MM-DD` of an instant, in UTC (GetUsage's days are UTC days). */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every `YYYY-MM-DD` from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) {
    out.push(utcDate(new Date(t)));
  }
  return out;
}

/** A zero for each day of the range: the charts get one point per day, calls or not. */
export function emptyDays(from: string, to: string): UsageDay[] {
  return datesBetween(from, to).map((date) => ({ date, calls: 0 }));
}

/** GetUsage's largest page of keys (its default is 25: a shared plan's thousands of keys). */
const usagePageSize = 500;

/**
 * GetUsage of one usage plan from `from` to `to`: calls per day of each key (only of `keyId`
 * when given). Its series is one [used, remaining] pair per day from the start date; pages of
 * keys are followed. A key without calls may be absent: it reads as zeros.
 */
export async function readPlanUsage(
  usagePlanId: string,
  from: string,
  to: string,
  keyId?: string,
): Promise<Map<string, UsageDay[]>> {
  const dates = datesBetween(from, to);
  const byKey = new Map<string, UsageDay[]>();
  let position: string | undefined;
  do {
    const out = await apiGateway().send(
      new GetUsageCommand({
        usagePlanId,
        keyId,
        startDate: from,
        endDate: to,
        position,
        limit: usagePageSize,
      }),
    );
    for (const [key, series] of Object.entries(out.items ?? {})) {
      byKey.set(
        key,
        dates.map((date, i) => ({ date, calls: series[i]?.[0] ?? 0 })),
      );
    }
    position = out.position;
  } while (position);
  return byKey;
}

/**
 * One key's days in its plan with what it has left of the month's quota at `to` (GetUsage's
 * remaining, which includes a quota carried over by a rotation); `remaining` is undefined when
 * the key has no entry (no calls, nothing carried).
 */
export async function readKeyUsage(
  usagePlanId: string,
  keyId: string,
  from: string,
  to: string,
): Promise<{ days: UsageDay[]; remaining?: number }> {
  const out = await apiGateway().send(
    new GetUsageCommand({ usagePlanId, keyId, startDate: from, endDate: to }),
  );
  const series = out.items?.[keyId];
  if (!series) return { days: emptyDays(from, to) };
  const days = datesBetween(from, to).map((date, i) => ({ date, calls: series[i]?.[0] ?? 0 }));
  return { days, remaining: series[series.length - 1]?.[1] };
}

/** Day-by-day sum of several series over the same range. */
export function sumDays(from: string, to: string, series: Iterable<UsageDay[]>): UsageDay[] {
  const total = emptyDays(from, to);
  for (const days of series) {
    days.forEach((day, i) => {
      const slot = total[i];
      if (slot) slot.calls += day.calls;
    });
  }
  return total;
}

export const totalCalls = (days: UsageDay[]) => days.reduce((sum, day) => sum + day.calls, 0);

/** Runs `fn` over items with at most `limit` at once (the control plane throttles bursts). */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
