import { listMyProductionRequests } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRow } from '../../requests/production/production-record';
import { listOwnRequests } from '../../requests/production/production-repository';

/** The caller's production requests, newest first (`/myRequest`). */
export const listMyProductionRequestsHandler = handleOperation(
  listMyProductionRequests,
  async ({ query, caller }) => {
    const page = await listOwnRequests(caller.email, query.limit, query.cursor);
    const now = new Date();
    return {
      items: page.items.map((record) => toProductionRow(record, now)),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
  },
);
