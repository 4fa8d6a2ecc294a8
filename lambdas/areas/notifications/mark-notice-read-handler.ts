import { markNoticeRead } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { markRead } from '../../notifications/user-notices';

/** Marks one of the caller's notices read (another user's notice is not found). */
export const markNoticeReadHandler = handleOperation(markNoticeRead, async ({ body, caller }) => {
  await markRead(caller.email, body.noticeId);
  return { message: 'Notice marked read.' };
});
