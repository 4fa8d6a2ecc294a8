import { Component, lazy, Suspense, type ReactNode } from 'react';
import { chartSummary } from './chart-summary';
import { formatCount, formatDay, type ChartSeries } from './chart-series';
import { scrollRegion } from '../../../../components/data-table/scroll-region';

const UplotChart = lazy(() => import('./uplot-chart'));

interface CallsChartProps {
  /** Names the figure and its table, e.g. 'Calls per day of Vehicle Status'. */
  title: string;
  dates: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
}

/**
 * Calls per day as a chart, with what it shows said in words and given as a table: a canvas says
 * nothing to a screen reader, and the table also serves when the chart cannot load.
 */
export function CallsChart({ title, dates, series, height = 200 }: CallsChartProps) {
  return (
    <figure className="usage-chart" aria-label={title}>
      <div className="usage-chart__plot" style={{ minHeight: height }} aria-hidden="true">
        <ChartBoundary>
          <Suspense fallback={null}>
            <UplotChart dates={dates} series={series} height={height} />
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption className="usage-chart__summary">{chartSummary(dates, series)}</figcaption>
      <details className="usage-chart__details">
        <summary>Show as a table</summary>
        <div className="table-scroll" {...scrollRegion(title)}>
          <table className="data-table usage-chart__table">
            <caption className="visually-hidden">{title}</caption>
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

/** A chart chunk that fails to load leaves the summary and the table, not an error page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="usage-chart__unavailable">The chart could not be drawn.</p>
    ) : (
      this.props.children
    );
  }
}
