import { markAllNoticesRead } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { markAllRead } from '../../notifications/user-notices';

export const markAllNoticesReadHandler = handleOperation(markAllNoticesRead, async ({ caller }) => {
  await markAllRead(caller.email);
  return { message: 'All notices marked read.' };
});
