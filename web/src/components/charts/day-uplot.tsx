import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useResolvedTheme } from '../theme/use-theme';
import { resolveCssColour } from './chart-colours';
import { formatDay } from './chart-format';

export interface DayUplotProps {
  /** ISO days (YYYY-MM-DD), one per point. */
  dates: readonly string[];
  /** uPlot's series after the x series, one per column of `columns`. */
  series: readonly uPlot.Series[];
  /** The values per series and day; null draws nothing for that day. */
  columns: readonly (readonly (number | null)[])[];
  height: number;
  className: string;
}

const daySeconds = 86_400;
const epochSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
/** Ticks fall on whole days only (a short range would otherwise get hourly ticks). */
const dayTicks = [1, 2, 3, 5, 7, 14, 28].map((days) => days * daySeconds);

/** Bars of a day chart, as both feature charts draw them. */
export const dayBars = () => uPlot.paths.bars?.({ size: [0.7, 28] });

/**
 * A calls-per-day chart drawn by uPlot on a day axis, resized with its box. Callers memoise
 * `series` and `columns`: the plot is rebuilt when they change. Loaded lazily by the feature
 * charts, so uPlot reaches only the routes that chart; their captions and tables say the same
 * for screen readers.
 */
export default function DayUplot({ dates, series, columns, height, className }: DayUplotProps) {
  const box = useRef<HTMLDivElement>(null);
  // The canvas takes colours, not tokens: it is redrawn with the new theme's values.
  const theme = useResolvedTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour = (value: uPlot.Series['stroke']) =>
      typeof value === 'string' ? resolveCssColour(value, element) : value;
    const axis = resolveCssColour('var(--color-chart-axis)', element);
    const grid = resolveCssColour('var(--color-chart-grid)', element);
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
        // Each card's table, with the same colours, is the legend.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: axis,
            grid: { show: false },
            incrs: dayTicks,
            space: 52,
            values: (_u, ticks) => ticks.map((tick) => formatDay(dayOf(tick))),
          },
          { stroke: axis, size: 56, grid: { stroke: grid } },
        ],
        series: [
          {},
          ...series.map((entry) => ({
            ...entry,
            stroke: colour(entry.stroke),
            fill: colour(entry.fill),
          })),
        ],
      },
      [dates.map(epochSeconds), ...columns.map((column) => [...column])],
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
  }, [dates, series, columns, height, theme]);

  return <div ref={box} className={className} />;
}
