export {
  formatCount,
  formatDay,
  type ChartSeries,
} from '../../../../components/charts/chart-format';

/** Series colours on the portal's palette, distinct enough side by side. */
export const seriesColors = ['#1557c0', '#e0a526', '#1b7f3b', '#8a3ffc'] as const;
