import { activateUser } from '../../../shared/api/admin-operations';
import { sendMail } from '../../clients/mail-client';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { accountActivatedMail } from '../../mail/account-activated-mail';
import { updateExistingUser } from '../../users/user-repository';

/** Admin: a registered user may sign in from now on; they are told by mail. */
export const activateUserHandler = handleOperation(activateUser, async ({ params, caller }) => {
  const record = await updateExistingUser(params.email, { userStatus: 'active' });
  logger.info('User activated', { email: record.email, by: caller.email });
  try {
    await sendMail(accountActivatedMail(record.email, record.firstName));
  } catch (error) {
    // The activation stands; the admin's screen says so, the mail is a courtesy.
    logger.warn('Activation mail failed', {
      email: record.email,
      error: error instanceof Error ? error.name : String(error),
    });
  }
  return { message: 'User activated.' };
});
