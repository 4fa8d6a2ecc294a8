import { useMemo } from 'react';
import DayUplot, { dayBars } from '../../../../components/charts/day-uplot';
import type { StackSeries } from './chart-format';

interface StackedUplotProps {
  dates: readonly string[];
  series: readonly StackSeries[];
  height: number;
}

/** Each series' bar reaches the sum of it and the ones below it (stacked by hand: uPlot has no stacking). */
function stacked(series: readonly StackSeries[]): number[][] {
  const sums: number[][] = [];
  series.forEach((entry, index) => {
    const below = sums[index - 1];
    sums.push(entry.values.map((value, day) => value + (below?.[day] ?? 0)));
  });
  return sums;
}

/** The canvas drawing of a stacked calls-per-day chart (loaded lazily by StackedChart). */
export default function StackedUplot({ dates, series, height }: StackedUplotProps) {
  const { plotSeries, columns } = useMemo(() => {
    const sums = stacked(series);
    // The tallest first, so each lower part is drawn over the bars above it.
    const order = series.map((_, index) => index).reverse();
    return {
      plotSeries: order.map((index) => ({
        label: series[index]?.label,
        stroke: series[index]?.color,
        fill: series[index]?.color,
        paths: dayBars(),
        points: { show: false },
      })),
      columns: order.map((index) =>
        (sums[index] ?? []).map((value) => (value === 0 ? null : value)),
      ),
    };
  }, [series]);

  return (
    <DayUplot
      dates={dates}
      series={plotSeries}
      columns={columns}
      height={height}
      className="insights-chart__canvas"
    />
  );
}
