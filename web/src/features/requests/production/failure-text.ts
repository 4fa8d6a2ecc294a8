import { isApiError } from '../../../lib/api-error';

/**
 * What a failed production-request call shows: the server's refusal (a 4xx carries its reason),
 * else the spec's own text for that call (§8: 'Error in submitting form', 'Request failed').
 */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim()
    ? error.message
    : fallback;
}
