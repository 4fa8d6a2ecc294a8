import { messages } from '../../../shared/messages';
import { isApiError } from './api-error';

/** The message to show for a failed call: the server's own (spec §8), else 'Something went wrong'. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message.trim() ? error.message : messages.somethingWentWrong;
}
