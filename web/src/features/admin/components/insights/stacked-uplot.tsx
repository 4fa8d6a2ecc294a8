import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay, type StackSeries } from './chart-format';

interface StackedUplotProps {
  dates: readonly string[];
  series: readonly StackSeries[];
  height: number;
}

const daySeconds = 86_400;
const epochSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const dayTicks = [1, 2, 3, 5, 7, 14, 28].map((days) => days * daySeconds);

/** Each series' bar reaches the sum of it and the ones below it (stacked by hand: uPlot has no stacking). */
function stacked(series: readonly StackSeries[]): number[][] {
  const sums: number[][] = [];
  series.forEach((entry, index) => {
    const below = sums[index - 1];
    sums.push(entry.values.map((value, day) => value + (below?.[day] ?? 0)));
  });
  return sums;
}

/**
 * The canvas drawing of a stacked calls-per-day chart. Loaded lazily, so uPlot reaches only the
 * routes that chart; the page's caption and tables say the same for screen readers.
 */
export default function StackedUplot({ dates, series, height }: StackedUplotProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const sums = stacked(series);
    // The tallest first, so each lower part is drawn over the bars above it.
    const order = series.map((_, index) => index).reverse();
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true, range: (_u, min, max) => [min - daySeconds / 2, max + daySeconds / 2] },
          y: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
        },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: '#4a5568',
            grid: { show: false },
            incrs: dayTicks,
            space: 52,
            values: (_u, ticks) => ticks.map((tick) => formatDay(dayOf(tick))),
          },
          { stroke: '#4a5568', size: 56, grid: { stroke: '#e6ecf5' } },
        ],
        series: [
          {},
          ...order.map((index) => ({
            label: series[index]?.label,
            stroke: series[index]?.color,
            fill: series[index]?.color,
            paths: uPlot.paths.bars?.({ size: [0.7, 28] }),
            points: { show: false },
          })),
        ],
      },
      [
        dates.map(epochSeconds),
        ...order.map((index) => (sums[index] ?? []).map((value) => (value === 0 ? null : value))),
      ],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, series, height]);

  return <div ref={box} className="insights-chart__canvas" />;
}
