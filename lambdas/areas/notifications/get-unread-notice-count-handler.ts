import { getUnreadNoticeCount } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { unreadCount } from '../../notifications/user-notices';

/** The header bell's number. */
export const getUnreadNoticeCountHandler = handleOperation(
  getUnreadNoticeCount,
  async ({ caller }) => ({ unread: await unreadCount(caller.email) }),
);
