import { getCostEstimate } from '../../../shared/api/admin-insights-operations';
import { costCurrency, costModelStatement, pricePer1000Calls } from '../../../shared/cost-model';
import { estimateCosts } from '../../admin/insights/cost-estimate';
import { readKeyUsage } from '../../admin/insights/key-usage';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: estimated cost per service and application over a range (shared/cost-model.ts). */
export const getCostEstimateHandler = handleOperation(getCostEstimate, async ({ query }) => {
  const { from, to } = query;
  const totals = estimateCosts(await readKeyUsage(from, to));
  return {
    from,
    to,
    currency: costCurrency,
    prices: { ...pricePer1000Calls },
    model: costModelStatement(),
    ...totals,
  };
});
