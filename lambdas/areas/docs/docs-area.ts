import { createAreaRouter } from '../../lib/area-router';
import { getTrendingFallbackHandler } from './get-trending-fallback-handler';
import { getTrendingHandler } from './get-trending-handler';
import { getTryOutTokenHandler } from './get-try-out-token-handler';
import { searchApisHandler } from './search-apis-handler';
import { tryOutHandler } from './try-out-handler';

export const handler = createAreaRouter<'docs'>({
  searchApis: searchApisHandler,
  getTryOutToken: getTryOutTokenHandler,
  tryOut: tryOutHandler,
  getTrending: getTrendingHandler,
  getTrendingFallback: getTrendingFallbackHandler,
});
