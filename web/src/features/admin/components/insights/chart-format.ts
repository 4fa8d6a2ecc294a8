import { chartColours } from '../../../../components/charts/chart-colours';
import type { ChartSeries } from '../../../../components/charts/chart-format';

export { formatCount, formatDay } from '../../../../components/charts/chart-format';
/** Colours of the chart's stacked series, on the portal's palette; the rest go to 'Other'. */
export const stackColors = chartColours;
const otherColour = 'var(--color-chart-8)';

export type StackSeries = ChartSeries;

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

export const formatRupees = (value: number) => rupeeFormat.format(value);

/**
 * Groups as chart series: the largest first, one colour each, and past the palette one 'Other'
 * series summing the rest (the totals table lists every group).
 */
export function toStackSeries(
  groups: readonly { label: string; days: readonly { calls: number }[] }[],
): StackSeries[] {
  const shown = groups.slice(0, stackColors.length - 1);
  const rest = groups.slice(stackColors.length - 1);
  const series: StackSeries[] = shown.map((group, index) => ({
    label: group.label,
    values: group.days.map((day) => day.calls),
    color: stackColors[index] ?? otherColour,
  }));
  if (rest.length > 0) {
    series.push({
      label: 'Other',
      values: (rest[0]?.days ?? []).map((_, day) =>
        rest.reduce((sum, group) => sum + (group.days[day]?.calls ?? 0), 0),
      ),
      color: stackColors[stackColors.length - 1] ?? otherColour,
    });
  }
  return series;
}
