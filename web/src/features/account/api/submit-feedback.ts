import { useMutation } from '@tanstack/react-query';
import { submitFeedback, type Feedback } from '../../../../../shared/api/account-operations';
import { messages } from '../../../../../shared/messages';
import { callOperation } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Stores the survey answers; empty comments are left out. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (feedback: Feedback) =>
      callOperation(submitFeedback, {
        body: { ...feedback, comments: feedback.comments || undefined },
      }),
  });
}

/** What the survey says when sending fails: a 4xx answer's own message, else the general one. */
export function feedbackErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const message = error.message.trim();
    if (message && message !== messages.dataCallFailed) return message;
  }
  return messages.somethingWentWrong;
}
