import { listPublicContent } from '../../../shared/api/content-operations';
import { publicView } from '../../content/content-order';
import { listKind } from '../../content/content-store';
import { handleOperation } from '../../lib/operation-handler';

/** Public: what visitors see of one kind now (published, active, current or next). */
export const listPublicContentHandler = handleOperation(listPublicContent, async ({ params }) => ({
  items: publicView(params.kind, await listKind(params.kind), new Date()),
}));
