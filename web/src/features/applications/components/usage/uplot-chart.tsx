import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './chart-series';

interface UplotChartProps {
  /** ISO days (YYYY-MM-DD), one per point. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  height: number;
}

const epochSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

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
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
        legend: { show: !single },
        cursor: { drag: { x: false, y: false } },
        axes: [
          { stroke: '#4a5568', grid: { show: false } },
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
            points: { show: !single },
          })),
        ],
      },
      [dates.map(epochSeconds), ...series.map((entry) => [...entry.values])],
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
