import type * as z from 'zod';

/** The key `fieldErrors` gives an error about the whole value (react-hook-form's 'root'). */
export const rootErrorKey = 'root';

/** The message of a validation failure's first issue: what a toast or a 400 answer shows. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * The first message per field, keyed by the field's dotted path ('apiUsage.vin.plan'); issues
 * about the value as a whole go under `rootErrorKey`. The shape of `ApiErrorBody.fields`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? rootErrorKey : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
