import { submitFeedback } from '../../../shared/api/account-operations';
import { handleOperation } from '../../lib/operation-handler';
import { putFeedback } from '../../users/feedback-repository';
import { callerEmail } from './caller-email';

export const submitFeedbackHandler = handleOperation(submitFeedback, async ({ caller, body }) => {
  await putFeedback(callerEmail(caller), body);
  return { message: 'Thank you for your feedback.' };
});
