import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { passwordResetMessage } from '../mail/password-reset-code-mail';

/** The forgot-password code mail in the portal's words; every other message stays Cognito's. */
export const handler = async (
  event: CustomMessageTriggerEvent,
): Promise<CustomMessageTriggerEvent> => {
  if (event.triggerSource !== 'CustomMessage_ForgotPassword') return event;
  const { subject, message } = passwordResetMessage(event.request.codeParameter);
  event.response.emailSubject = subject;
  event.response.emailMessage = message;
  return event;
};
