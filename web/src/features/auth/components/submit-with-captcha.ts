import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldMessages } from '../../../../../shared/schemas/field-messages';
import type { CaptchaState } from '../hooks/use-captcha';

/**
 * What a refused submit tells the form: the server's message per field, `captcha` included (the
 * captcha is renewed either way). Empty when the page shows the refusal itself (an alert, a modal).
 */
export type FieldRefusal = Record<string, string>;

/**
 * Sends a captcha-guarded form (sign-in, reset and change password) and shows a refusal where it
 * belongs: a fresh captcha, with the captcha's message if any, and each field's message under its
 * field. Without a captcha id (the picture never loaded) the form asks for a new picture instead.
 */
export async function submitWithCaptcha<T extends FieldValues>(
  captcha: Pick<CaptchaState, 'captchaId' | 'renew'>,
  send: (captchaId: string) => Promise<FieldRefusal | null>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Promise<void> {
  if (!captcha.captchaId) {
    captcha.renew(fieldMessages.wrongCaptcha);
    return;
  }
  const refusal = await send(captcha.captchaId);
  if (!refusal) return;
  captcha.renew(refusal.captcha ?? null);
  for (const field of fields) {
    const message = refusal[field];
    if (message) setError(field, { message });
  }
}
