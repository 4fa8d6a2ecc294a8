import { register } from '../../../../../../shared/api/auth-operations';
import { messages } from '../../../../../../shared/messages';
import type { RegisterValues } from '../../../../../../shared/schemas/register-schema';
import { toRegistrationPayload } from '../../../../../../shared/schemas/to-registration-payload';
import { callOperation } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';

/** POST registration create with the payload of a valid register form (spec §3) and its captcha. */
export function registerAccount(
  values: RegisterValues,
  captchaId: string,
): Promise<{ message: string }> {
  return callOperation(register, {
    body: { ...toRegistrationPayload(values), captchaId, captcha: values.captcha },
  });
}

/**
 * What the register form says when registering fails (spec §8): a 400, 409 or 429 (too many
 * requests from this address) answer shows the server's message, else 'Something went wrong';
 * any other failure (network, server error) 'Something went wrong !!!'.
 */
export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.somethingWentWrongLoud;
  if (![400, 409, 429].includes(error.status)) return messages.somethingWentWrongLoud;
  // The client puts 'Error in getting data' where an answer carried no message of its own.
  const serverMessage = error.message.trim();
  return serverMessage && serverMessage !== messages.dataCallFailed
    ? serverMessage
    : messages.somethingWentWrong;
}
