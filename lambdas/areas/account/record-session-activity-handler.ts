import { recordSessionActivity } from '../../../shared/api/account-operations';
import { Unauthorized } from '../../lib/errors';
import { sessionEndedMessage } from '../../lib/live-session';
import { handleOperation } from '../../lib/operation-handler';
import { extendSession } from '../../users/session-repository';

export { sessionEndedMessage };

/**
 * The browser's activity report keeps its session alive. A session that has ended (signed out,
 * or lapsed while the browser was closed) is not brought back: 401, and the app signs out.
 */
export const recordSessionActivityHandler = handleOperation(
  recordSessionActivity,
  async ({ caller }) => {
    const expiresAt = await extendSession(caller.email);
    if (expiresAt === undefined) throw new Unauthorized(sessionEndedMessage);
    return { expiresAt: new Date(expiresAt * 1000).toISOString() };
  },
);
