import { formatCount, formatDay, type ChartSeries } from './chart-series';

/**
 * What a calls-per-day chart shows, in one sentence: the text a screen reader gets in place of the
 * canvas, and a sighted reader's quick figure.
 */
export function chartSummary(dates: readonly string[], series: readonly ChartSeries[]): string {
  if (dates.length === 0 || series.length === 0) return 'No days to show.';
  const span = `${formatDay(dates[0]!)} to ${formatDay(dates[dates.length - 1]!)}`;
  const totals = dates.map((_, day) => series.reduce((sum, s) => sum + (s.values[day] ?? 0), 0));
  const total = totals.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `No calls from ${span}.`;
  const busiest = totals.indexOf(Math.max(...totals));
  const calls = (value: number) => `${formatCount(value)} ${value === 1 ? 'call' : 'calls'}`;
  const parts = [
    `${calls(total)} from ${span}`,
    `the busiest day ${formatDay(dates[busiest]!)} with ${calls(totals[busiest]!)}`,
  ];
  if (series.length > 1) {
    const bySeries = series
      .map((s) => `${s.label} ${formatCount(s.values.reduce((sum, value) => sum + value, 0))}`)
      .join(', ');
    parts.push(`by series: ${bySeries}`);
  }
  return `${parts.join('; ')}.`;
}
