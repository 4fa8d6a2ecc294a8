import { insightsDefaultDays } from '../../../../../shared/api/admin-insights-operations';

/** UTC days, both included. */
export interface DateRange {
  from: string;
  to: string;
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 7 UTC days, today included. */
export function defaultRange(now: Date = new Date()): DateRange {
  return {
    from: day(now.getTime() - (insightsDefaultDays - 1) * 86_400_000),
    to: day(now.getTime()),
  };
}
