import { getUsageInsights } from '../../../shared/api/admin-insights-operations';
import { readKeyUsage } from '../../admin/insights/key-usage';
import { groupUsage } from '../../admin/insights/usage-insights';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: calls per day by service, application or plan, from the gateway's usage. */
export const getUsageInsightsHandler = handleOperation(getUsageInsights, async ({ query }) => {
  const { from, to, groupBy } = query;
  const groups = groupUsage(await readKeyUsage(from, to), groupBy, from, to);
  return { from, to, groupBy, groups, calls: groups.reduce((sum, g) => sum + g.calls, 0) };
});
