import { listContent } from '../../../shared/api/content-operations';
import { sortKind } from '../../content/content-order';
import { listKind } from '../../content/content-store';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: every item of one kind, in its page's order, drafts and past windows too. */
export const listContentHandler = handleOperation(listContent, async ({ query }) => ({
  items: sortKind(await listKind(query.kind)),
}));
