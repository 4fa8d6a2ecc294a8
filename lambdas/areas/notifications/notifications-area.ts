import { createAreaRouter } from '../../lib/area-router';
import { countNoticeRecipientsHandler } from './count-notice-recipients-handler';
import { getUnreadNoticeCountHandler } from './get-unread-notice-count-handler';
import { listMyNoticesHandler } from './list-my-notices-handler';
import { listSentNoticesHandler } from './list-sent-notices-handler';
import { markNoticesReadHandler } from './mark-notices-read-handler';
import { sendNoticeHandler } from './send-notice-handler';

export const handler = createAreaRouter<'notifications'>({
  listMyNotices: listMyNoticesHandler,
  getUnreadNoticeCount: getUnreadNoticeCountHandler,
  markNoticesRead: markNoticesReadHandler,
  sendNotice: sendNoticeHandler,
  countNoticeRecipients: countNoticeRecipientsHandler,
  listSentNotices: listSentNoticesHandler,
});
