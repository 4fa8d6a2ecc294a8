import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { logger } from '../lib/logger';
import { startSession } from '../users/session-repository';
import { updateUser } from '../users/user-repository';
import { emailOfTriggerUser } from './trigger-user';

/**
 * A completed sign-in: the failed attempts start again from zero and the session is recorded.
 * Two sign-ins that both passed the one-session check (define-auth-challenge) while neither had
 * finished: the session is written on condition, so the second is refused here, before tokens.
 */
export const handler = async (
  event: PostAuthenticationTriggerEvent,
): Promise<PostAuthenticationTriggerEvent> => {
  const email = emailOfTriggerUser(event);
  if (!email) return event;
  const record = await updateUser(email, { failedAttempts: 0 });
  if (record && !(await startSession(email))) {
    logger.info('Sign-in refused', { code: 'ALREADY_LOGGED_IN', email });
    throw new AuthRefusal('ALREADY_LOGGED_IN');
  }
  return event;
};
