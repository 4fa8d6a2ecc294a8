export {
  formatCount,
  formatDay,
  type ChartSeries,
} from '../../../../components/charts/chart-format';

/** Series colours: design tokens of the charts' palette, distinct enough side by side. */
export const seriesColors = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
] as const;
