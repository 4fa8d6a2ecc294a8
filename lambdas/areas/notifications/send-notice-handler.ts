import { sendNotice } from '../../../shared/api/notifications-operations';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { portalOriginOf } from '../../lib/portal-origin';
import { sendAdminNotice } from '../../notifications/send-notice';

/** Admin: a notice to all users or to one service's subscribers, audited. */
export const sendNoticeHandler = handleOperation(sendNotice, async ({ body, caller, event }) => {
  const { recipients } = await sendAdminNotice(body, caller.email, portalOriginOf(event));
  logger.info('Notice sent', { audience: body.audience, recipients, by: caller.email });
  return {
    message: `Notice sent to ${recipients} ${recipients === 1 ? 'user' : 'users'}.`,
    recipients,
  };
});
