import { Component, lazy, Suspense, type ReactNode } from 'react';
import { formatCount, formatDay, type StackSeries } from './chart-format';
import { scrollRegion } from '../../../../components/data-table/scroll-region';

const StackedUplot = lazy(() => import('./stacked-uplot'));

interface StackedChartProps {
  title: string;
  dates: readonly string[];
  series: readonly StackSeries[];
  height?: number;
}

function summary(dates: readonly string[], series: readonly StackSeries[]): string {
  if (dates.length === 0) return 'No days to show.';
  const totals = dates.map((_, day) => series.reduce((sum, s) => sum + (s.values[day] ?? 0), 0));
  const total = totals.reduce((sum, value) => sum + value, 0);
  const span = `${formatDay(dates[0] ?? '')} to ${formatDay(dates[dates.length - 1] ?? '')}`;
  if (total === 0) return `No calls from ${span}.`;
  const busiest = totals.indexOf(Math.max(...totals));
  return (
    `${formatCount(total)} calls from ${span}; the busiest day ` +
    `${formatDay(dates[busiest] ?? '')} with ${formatCount(totals[busiest] ?? 0)} calls.`
  );
}

/**
 * Calls per day stacked by group, said in words and given day by day as a table: a canvas says
 * nothing to a screen reader, and the table also serves when the chart cannot load.
 */
export function StackedChart({ title, dates, series, height = 240 }: StackedChartProps) {
  return (
    <figure className="insights-chart" aria-label={title}>
      <div className="insights-chart__plot" style={{ minHeight: height }} aria-hidden="true">
        <ChartBoundary>
          <Suspense fallback={null}>
            <StackedUplot dates={dates} series={series} height={height} />
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption>{summary(dates, series)}</figcaption>
      <details>
        <summary>Show day by day</summary>
        <div className="table-scroll" {...scrollRegion(`${title}, day by day`)}>
          <table className="data-table">
            <caption className="visually-hidden">{title}, day by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="numeric">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{formatDay(day)}</th>
                  {series.map((entry) => (
                    <td key={entry.label} className="numeric">
                      {formatCount(entry.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A chart chunk that fails to load leaves the summary and the tables, not an error page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p>The chart could not be drawn.</p> : this.props.children;
  }
}
