import { takeOverSession } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { sendMail } from '../../clients/mail-client';
import { Unauthorized } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';
import { portalOriginOf } from '../../lib/portal-origin';
import { sessionTakenOverMail } from '../../mail/session-taken-over-mail';
import { endOtherSession } from '../../session-takeover/end-other-session';

export const otherSessionEnded = 'The other session was signed out.';

/**
 * 'Sign out the other session and continue here' (issue 22): the grant, issued to a sign-in only
 * once its password and e-mailed code were proven, is what authorises it. The other session's
 * tokens stop working (its refresh tokens are revoked, its record is gone: the 'session ended'
 * 401), the takeover is audited and the user is mailed. The mail is told, not waited on: the
 * session has ended and the audit entry stands whether or not the mail goes.
 */
export const takeOverSessionHandler = handleOperation(takeOverSession, async ({ body, event }) => {
  const now = new Date();
  const result = await endOtherSession(body.email, body.grant, now);
  if (result.kind === 'refused') throw new Unauthorized(messages.takeoverExpired);
  logger.info('Session taken over', { email: body.email, ended: result.ended ?? null });
  try {
    await sendMail(sessionTakenOverMail(body.email, now, portalOriginOf(event)));
  } catch (error) {
    logger.error('Session takeover mail failed', {
      email: body.email,
      error: error instanceof Error ? error.name : String(error),
    });
  }
  return { message: otherSessionEnded };
});
