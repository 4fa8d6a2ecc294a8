import type { CostLine } from '../../../shared/api/admin-insights-operations';
import { estimatedCost, pricePer1000Calls, roundRupees } from '../../../shared/cost-model';
import type { PlanTier } from '../../../shared/plans';
import { totalCalls } from '../../usage/usage-reader';
import type { KeyUsageRow } from './key-usage';
import { groupOf } from './usage-insights';

export interface CostTotals {
  services: CostLine[];
  applications: CostLine[];
  calls: number;
  cost: number;
}

function addTo(
  lines: Map<string, CostLine>,
  group: { key: string; label: string },
  calls: number,
  cost: number,
): void {
  const line = lines.get(group.key) ?? { ...group, calls: 0, cost: 0 };
  line.calls += calls;
  line.cost += cost;
  lines.set(group.key, line);
}

const sorted = (lines: Map<string, CostLine>) =>
  [...lines.values()]
    .filter((line) => line.calls > 0)
    .map((line) => ({ ...line, cost: roundRupees(line.cost) }))
    .sort((a, b) => b.cost - a.cost || a.label.localeCompare(b.label));

/**
 * Each key's calls priced by its plan (calls × price per 1,000 calls), summed per service and
 * per application; rounded to the paisa only once summed.
 */
export function estimateCosts(
  rows: readonly KeyUsageRow[],
  prices: Readonly<Record<PlanTier, number>> = pricePer1000Calls,
): CostTotals {
  const services = new Map<string, CostLine>();
  const applications = new Map<string, CostLine>();
  let calls = 0;
  let cost = 0;
  for (const row of rows) {
    const rowCalls = totalCalls(row.days);
    const rowCost = estimatedCost(rowCalls, row.tier, prices);
    addTo(services, groupOf(row, 'service'), rowCalls, rowCost);
    addTo(applications, groupOf(row, 'application'), rowCalls, rowCost);
    calls += rowCalls;
    cost += rowCost;
  }
  return {
    services: sorted(services),
    applications: sorted(applications),
    calls,
    cost: roundRupees(cost),
  };
}
