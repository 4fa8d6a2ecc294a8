import { listProductionRequests } from '../../../shared/api/requests-production-operations';
import { handleOperation } from '../../lib/operation-handler';
import { toProductionRow } from '../../requests/production/production-record';
import { listQueue } from '../../requests/production/production-repository';

/** Admin: one state's production requests, newest change first. */
export const listProductionRequestsHandler = handleOperation(
  listProductionRequests,
  async ({ query }) => {
    const page = await listQueue(query.status, query.limit, query.cursor);
    const now = new Date();
    return {
      items: page.items.map((record) => toProductionRow(record, now)),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
  },
);
