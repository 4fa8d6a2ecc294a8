import { searchApis } from '../../../shared/api/docs-operations';
import { handleOperation } from '../../lib/operation-handler';
import * as searchIndex from '../../search/search-apis';

/** POST /docs/search: the API search from the index written with the catalogue. */
export const searchApisHandler = handleOperation(searchApis, async ({ body }) => ({
  items: await searchIndex.searchApis(body.search),
}));
