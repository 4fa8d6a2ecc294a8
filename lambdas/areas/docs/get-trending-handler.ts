import { getTrending } from '../../../shared/api/docs-operations';
import { handleOperation } from '../../lib/operation-handler';
import { getTrendingItems } from '../../trending/trending-repository';

/** POST /docs/trending: the day's ranking the trending job stored (one GetItem). */
export const getTrendingHandler = handleOperation(getTrending, async ({ body }) => ({
  items: await getTrendingItems(body.date),
}));
