import { getSession, isLive } from '../users/session-repository';
import type { Caller } from './caller';
import { Unauthorized } from './errors';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

/**
 * An ID token outlives its session: it stays valid for its hour after sign-out (or after the
 * session lapsed), so a user or admin route also asks for the session record. Directory users
 * (staff) have no portal record and so no session record; theirs ends with Cognito's tokens.
 */
export async function requireLiveSession(caller: Caller): Promise<void> {
  if (caller.isStaff) return;
  if (!isLive(await getSession(caller.email))) throw new Unauthorized(sessionEndedMessage);
}
