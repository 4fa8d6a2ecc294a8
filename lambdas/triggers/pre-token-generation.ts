import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { extendSession, getSession, isLive } from '../users/session-repository';
import { getUser } from '../users/user-repository';
import { passwordExpiryDate } from '../users/user-record';
import { emailOfTriggerUser } from './trigger-user';
import { tokenClaims } from '../../shared/identity-rules';

export { tokenClaims };

/**
 * Adds the password expiry, the first-sign-in flag and the live session's start (which user
 * and admin routes match against the session record: lib/live-session.ts) to the ID token; a
 * token refresh is activity, so a live session lives on (an ended one is not brought back; see
 * session-repository).
 */
export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const email = emailOfTriggerUser(event);
  if (!email) return event;
  const record = await getUser(email);
  if (!record) return event;
  if (event.triggerSource === 'TokenGeneration_RefreshTokens') await extendSession(email);
  // After post-authentication recorded it (a sign-in), or as the refresh left it.
  const session = await getSession(email);
  const details = event.response.claimsOverrideDetails ?? {};
  event.response.claimsOverrideDetails = {
    ...details,
    claimsToAddOrOverride: {
      ...details.claimsToAddOrOverride,
      [tokenClaims.passwordExpiresAt]: passwordExpiryDate(record.passwordChangedAt),
      [tokenClaims.newuser]: String(record.newuser),
      ...(session && isLive(session) ? { [tokenClaims.sessionStartedAt]: session.startedAt } : {}),
    },
  };
  return event;
};
