import { getFeedbackStatus } from '../../../../../shared/api/account-operations';
import { callOperation } from '../../../lib/api-client';

/** Signing out should not wait long on the check: after this, sign out without asking. */
export const feedbackCheckTimeoutMs = 5000;

/** Whether the signed-in user has feedback pending (asked before sign-out, spec §2). */
export async function isFeedbackPending(): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), feedbackCheckTimeoutMs);
  try {
    const { pending } = await callOperation(getFeedbackStatus, { signal: controller.signal });
    return pending;
  } finally {
    window.clearTimeout(timer);
  }
}
