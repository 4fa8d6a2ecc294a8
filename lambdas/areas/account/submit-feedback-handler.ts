import { submitFeedback } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { putFeedback } from '../../users/feedback-repository';

export const submitFeedbackHandler = handleOperation(submitFeedback, async ({ caller, body }) => {
  await putFeedback(caller.email, body);
  return { message: 'Thank you for your feedback.' };
});
