import { markNoticesRead } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { markAllRead, markRead } from '../../notifications/user-notices';

/** Marks one of the caller's notices read (another user's is not found), or all of them. */
export const markNoticesReadHandler = handleOperation(markNoticesRead, async ({ body, caller }) => {
  if ('all' in body) {
    await markAllRead(caller.email);
    return { message: 'All notices marked read.' };
  }
  await markRead(caller.email, body.noticeId);
  return { message: 'Notice marked read.' };
});
