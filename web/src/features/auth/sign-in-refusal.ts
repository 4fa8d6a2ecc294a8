import { authErrorText, parseAuthError } from '../../../../shared/auth-errors';
import type { SignInRefusal } from '../../lib/auth/auth-context';

/** The sign-in page's modals for a refusal (spec §2: attempt warning, Account Locked, stage rule). */
export type RefusalDialog =
  | { kind: 'attempts'; warning: string }
  | { kind: 'locked'; message: string }
  | { kind: 'adminOnly'; message: string };

/** How the sign-in page shows a refusal: an inline alert, a modal, a captcha message. */
export interface RefusalView {
  alert: string | null;
  dialog: RefusalDialog | null;
  /** Shown under the captcha (which is renewed after every refusal anyway). */
  captchaError: string | null;
}

/** The spec's Account Locked text (shared/auth-errors), also after the attempt that locked. */
export const accountLockedMessage = parseAuthError(authErrorText('ACCOUNT_LOCKED'))?.message ?? '';

export function refusalView(refusal: SignInRefusal): RefusalView {
  const none: RefusalView = { alert: null, dialog: null, captchaError: null };
  switch (refusal.code) {
    case 'INVALID_CREDENTIALS':
      if (refusal.attemptsLeft === 0) {
        return {
          ...none,
          alert: refusal.message,
          dialog: { kind: 'locked', message: accountLockedMessage },
        };
      }
      return {
        ...none,
        alert: refusal.message,
        dialog: refusal.warning ? { kind: 'attempts', warning: refusal.warning } : null,
      };
    case 'ACCOUNT_LOCKED':
      return { ...none, dialog: { kind: 'locked', message: refusal.message } };
    case 'ADMIN_ONLY_STAGE':
      return { ...none, dialog: { kind: 'adminOnly', message: refusal.message } };
    case 'CAPTCHA_MISSING':
    case 'CAPTCHA_WRONG':
      return { ...none, captchaError: refusal.message };
    default:
      return { ...none, alert: refusal.message };
  }
}
