import { activateUser } from '../../../shared/api/admin-operations';
import { activateDecision } from '../../admin/account-decisions';
import { restoredMessage, unfinishedMessage } from '../../admin/key-decision-messages';
import { restoreKeys } from '../../admin/key-suspension';
import { decideOnUser } from '../../admin/user-decisions';
import { sendMail } from '../../clients/mail-client';
import { Unfinished } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { portalOriginOf } from '../../lib/portal-origin';
import { handleOperation } from '../../lib/operation-handler';
import { accountActivatedMail } from '../../mail/account-activated-mail';

/**
 * Admin: a registered user may sign in from now on; they are told by mail. The API keys their
 * deactivation suspended work again (activating an active account again finishes that).
 */
export const activateUserHandler = handleOperation(
  activateUser,
  async ({ params, caller, event }) => {
    const { record, changed } = await decideOnUser(params.email, caller.email, activateDecision);
    const account = changed ? 'User activated.' : 'User is already active.';
    const work = await restoreKeys(record.email);
    if (work.left > 0) {
      throw new Unfinished(unfinishedMessage(account, work, 'restored', 'activate again'));
    }
    const acted = work.done + work.clients > 0;
    if (!changed) return { message: acted ? restoredMessage(account, work) : account };
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
    return { message: restoredMessage(account, work) };
  },
);
