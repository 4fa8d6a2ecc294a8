import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { startSession } from '../users/session-repository';
import { updateUser } from '../users/user-repository';
import { emailOfTriggerUser } from './trigger-user';

/** A completed sign-in: the failed attempts start again from zero and the session is recorded. */
export const handler = async (
  event: PostAuthenticationTriggerEvent,
): Promise<PostAuthenticationTriggerEvent> => {
  const email = emailOfTriggerUser(event);
  if (!email) return event;
  const record = await updateUser(email, { failedAttempts: 0 });
  if (record) await startSession(email);
  return event;
};
