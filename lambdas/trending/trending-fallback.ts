import { type TrendingItem, trendingMinimum } from '../../shared/api/docs-operations';
import { allServicesByCategory } from './catalogue-services';
import { toTrendingItem } from './rank-services';

/** How many items the fallback offers: enough for the carousel to move twice. */
export const fallbackSize = 6;

/** The catalogue changes only on deploys and admin edits: a warm function keeps its choice a while. */
const cacheMs = 10 * 60_000;
let cached: { at: number; items: TrendingItem[] } | undefined;

/**
 * The strip's fallback, a fixed choice: the first service (by display name) of each category
 * (by name); while that gives fewer than `trendingMinimum`, further services in the same order.
 */
export async function trendingFallback(now = Date.now()): Promise<TrendingItem[]> {
  if (cached && now - cached.at < cacheMs) return cached.items;
  const categories = await allServicesByCategory();
  const chosen = categories.flatMap((c) => c.services.slice(0, 1)).slice(0, fallbackSize);
  for (const service of categories.flatMap((c) => c.services.slice(1))) {
    if (chosen.length >= trendingMinimum) break;
    chosen.push(service);
  }
  const items = chosen.map(toTrendingItem);
  cached = { at: now, items };
  return items;
}

/** Tests: forget the cached choice. */
export function clearTrendingFallbackCache(): void {
  cached = undefined;
}
