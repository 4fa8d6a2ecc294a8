import { getTrendingFallback } from '../../../shared/api/docs-operations';
import { handleOperation } from '../../lib/operation-handler';
import { trendingFallback } from '../../trending/trending-fallback';

/** GET /docs/trending/fallback: the strip's fixed choice when a day has too few items. */
export const getTrendingFallbackHandler = handleOperation(getTrendingFallback, async () => ({
  items: await trendingFallback(),
}));
