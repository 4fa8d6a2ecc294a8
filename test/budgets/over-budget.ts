import { routeBudgetKb } from './js-budgets';
import type { readRouteJs } from './route-js';

/**
 * The pages of a build whose first load is over their budget, with their gzip KB. The
 * dashboard draws its charts at once with a chunk it loads itself (uPlot): counted.
 */
export function pagesOverBudget(
  routes: ReturnType<typeof readRouteJs>,
): { page: string; kb: number }[] {
  const firstLoad = (page: string) =>
    page.includes('dashboard-page')
      ? routes.kbOf(page, ...routes.laterOf(page))
      : routes.kbOf(page);
  return routes.pages
    .map((page) => ({ page, kb: firstLoad(page) }))
    .filter(({ page, kb }) => kb > routeBudgetKb(page));
}
