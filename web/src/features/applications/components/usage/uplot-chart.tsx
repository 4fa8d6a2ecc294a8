import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay, type ChartSeries } from './chart-series';

interface UplotChartProps {
  /** ISO days (YYYY-MM-DD), one per point. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  height: number;
}

const daySeconds = 86_400;
const epochSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
/** Ticks fall on whole days only (a short range would otherwise get hourly ticks). */
const dayTicks = [1, 2, 3, 5, 7, 14, 28].map((days) => days * daySeconds);

/**
 * The canvas drawing of a calls-per-day chart. Loaded lazily by CallsChart, so uPlot's code only
 * reaches the dashboard routes; the figure's summary and table say the same for screen readers.
 */
export default function UplotChart({ dates, series, height }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const single = series.length === 1;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        // The usage days are UTC days: draw them as such whatever the viewer's time zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: {
          // Half a day of room each side, so the first and last bars are whole.
          x: { time: true, range: (_u, min, max) => [min - daySeconds / 2, max + daySeconds / 2] },
          y: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
        },
        // The card's plan table, with the same colours, is the legend.
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
          ...series.map((entry) => ({
            label: entry.label,
            stroke: entry.color,
            width: 2,
            fill: single ? `${entry.color}cc` : undefined,
            paths: single ? uPlot.paths.bars?.({ size: [0.7, 28] }) : undefined,
            points: { show: !single && dates.length <= 14 },
          })),
        ],
      },
      [
        dates.map(epochSeconds),
        // A bar of no calls is drawn as no bar (uPlot would stroke a flat line at zero).
        ...series.map((entry) =>
          entry.values.map((calls) => (single && calls === 0 ? null : calls)),
        ),
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

  return <div ref={box} className="usage-chart__canvas" />;
}
