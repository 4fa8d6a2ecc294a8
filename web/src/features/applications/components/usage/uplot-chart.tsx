import { useMemo } from 'react';
import DayUplot, { dayBars } from '../../../../components/charts/day-uplot';
import type { ChartSeries } from './chart-series';

interface UplotChartProps {
  /** ISO days (YYYY-MM-DD), one per point. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  height: number;
}

/**
 * The canvas drawing of a calls-per-day chart (loaded lazily by CallsChart): one series as
 * bars, several as lines.
 */
export default function UplotChart({ dates, series, height }: UplotChartProps) {
  const { plotSeries, columns } = useMemo(() => {
    const single = series.length === 1;
    return {
      plotSeries: series.map((entry) => ({
        label: entry.label,
        stroke: entry.color,
        width: 2,
        fill: single ? `${entry.color}cc` : undefined,
        paths: single ? dayBars() : undefined,
        points: { show: !single && dates.length <= 14 },
      })),
      // A bar of no calls is drawn as no bar (uPlot would stroke a flat line at zero).
      columns: series.map((entry) =>
        entry.values.map((calls) => (single && calls === 0 ? null : calls)),
      ),
    };
  }, [series, dates.length]);

  return (
    <DayUplot
      dates={dates}
      series={plotSeries}
      columns={columns}
      height={height}
      className="usage-chart__canvas"
    />
  );
}
