/** Issue 12's JS budgets, gzip KB of a route's first load. */
export const jsBudgetsKb = { home: 120, documentation: 250, other: 180 } as const;

/** The budget of one page module of the build manifest. */
export function routeBudgetKb(page: string): number {
  if (page.includes('features/content/pages/home-page')) return jsBudgetsKb.home;
  if (page.includes('features/docs/pages/')) return jsBudgetsKb.documentation;
  return jsBudgetsKb.other;
}
