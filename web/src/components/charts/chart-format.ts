/** One series of a calls-per-day chart: a value per day of the chart's dates. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A hex colour (#rrggbb) or a chart token (`var(--color-chart-1)`, see chart-colours). */
  color: string;
}

const numberFormat = new Intl.NumberFormat('en-GB');
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const formatCount = (value: number) => numberFormat.format(value);
/** '2026-11-05' → '5 Nov'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
