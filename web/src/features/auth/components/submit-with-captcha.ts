import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CaptchaState } from '../../lib/auth/use-captcha';

/** The server's per-field messages after a refusal (the captcha is renewed either way). */
export type FieldRefusal = Record<string, string>;

/**
 * Sends a captcha-guarded form and shows a refusal where it belongs: a fresh captcha (with the
 * server's captcha message, if any) and each field's message under its field.
 */
export async function submitWithCaptcha<T extends FieldValues>(
  captcha: Pick<CaptchaState, 'captchaId' | 'renew'>,
  send: (captchaId: string) => Promise<FieldRefusal | null>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Promise<void> {
  if (!captcha.captchaId) return;
  const refusal = await send(captcha.captchaId);
  if (!refusal) return;
  captcha.renew(refusal.captcha ?? null);
  for (const field of fields) {
    const message = refusal[field];
    if (message) setError(field, { message });
  }
}
