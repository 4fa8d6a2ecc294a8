import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { extendSession } from '../users/session-repository';
import { getUser } from '../users/user-repository';
import { passwordExpiryDate } from '../users/user-record';
import { emailOfTriggerUser } from './trigger-user';
import { tokenClaims } from '../../shared/identity-rules';

export { tokenClaims };

/**
 * Adds the password expiry and first-sign-in flag to the ID token; a token refresh is activity,
 * so a live session lives on (an ended one is not brought back; see session-repository).
 */
export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const email = emailOfTriggerUser(event);
  if (!email) return event;
  const record = await getUser(email);
  if (!record) return event;
  if (event.triggerSource === 'TokenGeneration_RefreshTokens') await extendSession(email);
  const details = event.response.claimsOverrideDetails ?? {};
  event.response.claimsOverrideDetails = {
    ...details,
    claimsToAddOrOverride: {
      ...details.claimsToAddOrOverride,
      [tokenClaims.passwordExpiresAt]: passwordExpiryDate(record.passwordChangedAt),
      [tokenClaims.newuser]: String(record.newuser),
    },
  };
  return event;
};
