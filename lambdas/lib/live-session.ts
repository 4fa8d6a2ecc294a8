import { getSession, isLive } from '../users/session-repository';
import type { Caller } from './caller';
import { Unauthorized } from './errors';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

/**
 * An ID token outlives its session: it stays valid for its hour after sign-out (or after the
 * session lapsed), so a user or admin route also asks for the session record, and a token must
 * come from that session (the pre-token-generation trigger names it): after a sign-out and a
 * new sign-in, the old session's token is refused though a session is live again. A token
 * without the claim (issued before it existed) is held to the record only. Directory users
 * (staff) have no portal record and so no session record; theirs ends with Cognito's tokens.
 */
export async function requireLiveSession(caller: Caller): Promise<void> {
  if (caller.isStaff) return;
  const session = await getSession(caller.email);
  if (!session || !isLive(session)) throw new Unauthorized(sessionEndedMessage);
  if (caller.sessionStartedAt !== undefined && caller.sessionStartedAt !== session.startedAt) {
    throw new Unauthorized(sessionEndedMessage);
  }
}
