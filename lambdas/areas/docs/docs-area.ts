import { createAreaRouter } from '../../lib/area-router';
import { getTryOutTokenHandler } from './get-try-out-token-handler';
import { searchApisHandler } from './search-apis-handler';
import { tryOutHandler } from './try-out-handler';

export const handler = createAreaRouter<'docs'>({
  searchApis: searchApisHandler,
  getTryOutToken: getTryOutTokenHandler,
  tryOut: tryOutHandler,
});
