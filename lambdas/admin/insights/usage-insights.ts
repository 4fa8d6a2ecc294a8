import type { UsageGroup, UsageGrouping } from '../../../shared/api/admin-insights-operations';
import { sumDays, totalCalls } from '../../usage/usage-reader';
import type { KeyUsageRow } from './key-usage';

/** The label of the calls of keys no application holds any more. */
export const unknownApplication = 'Deleted applications';

/** The group a key's calls fall in, by the chosen dimension. */
export function groupOf(row: KeyUsageRow, groupBy: UsageGrouping): { key: string; label: string } {
  if (groupBy === 'service') return { key: row.service, label: row.apiName };
  if (groupBy === 'plan') {
    return { key: `${row.stage}:${row.tier}`, label: `${row.tier} (${row.stage})` };
  }
  if (!row.application) return { key: 'deleted', label: unknownApplication };
  return {
    key: row.application.applicationId,
    label: `${row.application.applicationName} (${row.application.owner})`,
  };
}

/**
 * Calls per day of each group over the range, zero-filled, most calls first; groups without a
 * call in the range are left out.
 */
export function groupUsage(
  rows: readonly KeyUsageRow[],
  groupBy: UsageGrouping,
  from: string,
  to: string,
): UsageGroup[] {
  const groups = new Map<string, { label: string; series: KeyUsageRow['days'][] }>();
  for (const row of rows) {
    const { key, label } = groupOf(row, groupBy);
    const group = groups.get(key) ?? { label, series: [] };
    group.series.push(row.days);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, { label, series }]) => {
      const days = sumDays(from, to, series);
      return { key, label, days, calls: totalCalls(days) };
    })
    .filter((group) => group.calls > 0)
    .sort((a, b) => b.calls - a.calls || a.label.localeCompare(b.label));
}
