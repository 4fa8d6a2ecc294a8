import { isApiError } from '../../lib/api-error';

/**
 * The server's own message of a refused call (a 4xx ApiErrorBody, e.g. Cognito's word for a wrong
 * code); undefined for a network or server failure, where the form shows its spec fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 0 || error.status >= 500) return undefined;
  if (error.code === 'InvalidResponse' || /^Http\d+$/.test(error.code)) {
    return undefined;
  }
  return error.message;
}

/** The server's per-field messages (a 400's `fields`), empty when it sent none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? error.fields : {};
}
