import {
  getTrending,
  getTrendingFallback,
  type TrendingItem,
  trendingMinimum,
} from '../../../../../shared/api/docs-operations';
import { callOperation } from '../../../lib/api-client';
import { yesterdayUtc } from './trending-text';

/**
 * Spec §4: yesterday's trending services when there are at least 3, else the fallback call's.
 * A failed trending call also falls back; a failed fallback rejects.
 */
export async function loadTrending(
  signal?: AbortSignal,
  now = new Date(),
): Promise<TrendingItem[]> {
  try {
    const { items } = await callOperation(getTrending, {
      body: { date: yesterdayUtc(now) },
      signal,
    });
    if (items.length >= trendingMinimum) return items;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return (await callOperation(getTrendingFallback, { signal })).items;
}
