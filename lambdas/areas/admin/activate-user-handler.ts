import { activateUser } from '../../../shared/api/admin-operations';
import { activateDecision } from '../../admin/account-decisions';
import { decideOnUser } from '../../admin/user-decisions';
import { sendMail } from '../../clients/mail-client';
import { logger } from '../../lib/logger';
import { portalOriginOf } from '../../lib/portal-origin';
import { handleOperation } from '../../lib/operation-handler';
import { accountActivatedMail } from '../../mail/account-activated-mail';

/** Admin: a registered user may sign in from now on; they are told by mail. */
export const activateUserHandler = handleOperation(
  activateUser,
  async ({ params, caller, event }) => {
    const { record, changed } = await decideOnUser(params.email, caller.email, activateDecision);
    if (!changed) return { message: 'User is already active.' };
    logger.info('User activated', { email: record.email, by: caller.email });
    try {
      await sendMail(accountActivatedMail(record.email, record.firstName, portalOriginOf(event)));
    } catch (error) {
      // The activation stands; the admin's screen says so, the mail is a courtesy.
      logger.warn('Activation mail failed', {
        email: record.email,
        error: error instanceof Error ? error.name : String(error),
      });
    }
    return { message: 'User activated.' };
  },
);
