import { countNoticeRecipients } from '../../../shared/api/notifications-operations';
import { handleOperation } from '../../lib/operation-handler';
import { countRecipients } from '../../notifications/send-notice';

/** Admin: the compose form's preview of how many users a notice reaches. */
export const countNoticeRecipientsHandler = handleOperation(
  countNoticeRecipients,
  async ({ query }) => ({ recipients: await countRecipients(query) }),
);
