import { listSentNotices } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listSent, toSentNotice } from '../../notifications/sent-log';

/** Admin: the sent log, newest first. */
export const listSentNoticesHandler = handleOperation(listSentNotices, async ({ query }) => {
  const page = await listSent(query.limit, query.offset);
  return {
    items: page.items.map(toSentNotice),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
  };
});
