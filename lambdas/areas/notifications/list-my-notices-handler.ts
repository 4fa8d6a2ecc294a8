import { listMyNotices } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { listNotices } from '../../notifications/user-notices';

/** The caller's notices and those to everyone, newest first. */
export const listMyNoticesHandler = handleOperation(listMyNotices, async ({ query, caller }) => {
  const page = await listNotices(caller.email, query.limit, query.offset);
  return { ...page, limit: query.limit, offset: query.offset };
});
