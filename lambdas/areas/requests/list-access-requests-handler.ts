import { listAccessRequests } from '../../../shared/api/requests-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listAccessQueue } from '../../requests/access-queue';

/** Admin: one page of the category access requests in a state, newest first. */
export const listAccessRequestsHandler = handleOperation(listAccessRequests, async ({ query }) =>
  listAccessQueue(query.status, query.limit, query.cursor),
);
