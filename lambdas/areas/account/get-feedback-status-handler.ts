import { getFeedbackStatus } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { hasFeedbackSince } from '../../users/feedback-repository';
import { getUser } from '../../users/user-repository';

const dayMs = 24 * 60 * 60 * 1000;
/** Feedback is asked of accounts at least this old (a first week is too soon to judge)… */
export const feedbackAfterDays = 7;
/** …and again once this long has passed since the last answer. */
export const feedbackEveryDays = 90;

/** Whether to ask for feedback before sign-out. */
export function feedbackPending(createdAt: string, answeredRecently: boolean, now: Date): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= feedbackAfterDays * dayMs && !answeredRecently;
}

export const getFeedbackStatusHandler = handleOperation(getFeedbackStatus, async ({ caller }) => {
  const email = caller.email;
  const record = await getUser(email);
  if (!record) return { pending: false };
  const now = new Date();
  const answered = await hasFeedbackSince(
    email,
    new Date(now.getTime() - feedbackEveryDays * dayMs),
  );
  return { pending: feedbackPending(record.createdAt, answered, now) };
});
