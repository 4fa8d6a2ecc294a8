import {
  analyticsQuerySchema,
  maxAnalyticsDays,
  type AnalyticsQuery,
} from '../../../../shared/api/usage-schemas';

/** The /analytics date range: whole UTC days, `from` to `to` inclusive. */
export type DateRange = AnalyticsQuery;
export const maxRangeDays = maxAnalyticsDays;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** This month so far: the 1st to today (UTC). */
export function defaultRange(now: Date = new Date()): DateRange {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from: isoDay(first), to: isoDay(now) };
}

/** Why a range cannot be asked for, field by field (the contract's own rules and messages). */
export function validateRange(range: DateRange): Partial<Record<keyof DateRange, string>> {
  const parsed = analyticsQuerySchema.safeParse(range);
  const errors: Partial<Record<keyof DateRange, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A range from the address bar, or this month when it is missing or not valid. */
export function rangeFromParams(params: URLSearchParams, now?: Date): DateRange {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return Object.keys(validateRange(range)).length === 0 ? range : defaultRange(now);
}
