import {
  authErrorText,
  parseAuthError,
  type AuthErrorCode,
  type ParsedAuthError,
} from '../../../../shared/auth-errors';
import { messages } from '../../../../shared/messages';
import { isApiError } from '../api-error';

/**
 * Which step of the sign-in an error came from: the password (SRP), the e-mailed code, or the
 * answer to the takeover question (shared/session-takeover.ts).
 */
export type SignInStep = 'password' | 'code' | 'takeover';

/** Why a sign-in stopped: a trigger's refusal (shared/auth-errors) or anything else ('UNKNOWN'). */
export type RefusalCode = AuthErrorCode | 'UNKNOWN';

/** The sign-in screen's modals (spec §2): attempt warning, Account Locked, the stage restriction. */
export interface RefusalDialog {
  kind: 'attempts' | 'locked' | 'adminOnly';
  message: string;
}

/** A refused sign-in step as the user is told it (spec §2, §8): each message where it belongs. */
export interface SignInRefusal {
  status: 'refused';
  code: RefusalCode;
  /** Above the form: 'Invalid Username / Password', 'User is not active', … */
  alert: string | null;
  /** A modal over the form. */
  dialog: RefusalDialog | null;
  /** Under the captcha (a new picture follows every refusal anyway). */
  captchaError: string | null;
}

/** Cognito's answers to a wrong user name or password (cognito-local says InvalidPassword…). */
const wrongCredentialNames = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

const accountLockedMessage = parseAuthError(authErrorText('ACCOUNT_LOCKED'))?.message ?? '';

/**
 * The user-facing refusal of whatever Amplify threw at a sign-in step. A trigger's
 * `MARQUE:CODE[:detail]` inside the message wins (shared/auth-errors); otherwise Cognito's error
 * name decides: a wrong password at the password step, a failed code at the code step (Cognito
 * ends a custom-auth flow whose answers failed with NotAuthorizedException); anything else is
 * 'Something went wrong'.
 */
export function signInRefusal(error: unknown, step: SignInStep): SignInRefusal {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const parsed = parseAuthError(text);
  if (parsed) return shown(parsed);
  // The grant refused (401) or Cognito's sign-in session gone: the 3 minutes to choose are over.
  const takeoverLapsed =
    (isApiError(error) && error.status === 401) || wrongCredentialNames.has(name);
  if (step === 'takeover' && takeoverLapsed) {
    return shown({ code: 'UNKNOWN', message: messages.takeoverExpired });
  }
  if (name === 'NotAuthorizedException' && /disabled/i.test(text)) {
    return shown({ code: 'USER_INACTIVE', message: messages.userNotActive });
  }
  if (wrongCredentialNames.has(name)) {
    return step === 'code'
      ? shown({ code: 'OTP_FAILED', message: messages.otpVerificationFailed })
      : shown({ code: 'INVALID_CREDENTIALS', message: messages.invalidUsernamePassword });
  }
  return shown({ code: 'UNKNOWN', message: messages.somethingWentWrong });
}

type Reason = Omit<ParsedAuthError, 'code'> & { code: RefusalCode };

function shown({ code, message, warning, attemptsLeft }: Reason): SignInRefusal {
  const refusal: SignInRefusal = {
    status: 'refused',
    code,
    alert: null,
    dialog: null,
    captchaError: null,
  };
  switch (code) {
    case 'INVALID_CREDENTIALS':
      // The attempt that locked the account says both: the wrong password and the lock.
      if (attemptsLeft === 0) {
        return {
          ...refusal,
          alert: message,
          dialog: { kind: 'locked', message: accountLockedMessage },
        };
      }
      return {
        ...refusal,
        alert: message,
        dialog: warning ? { kind: 'attempts', message: warning } : null,
      };
    case 'ACCOUNT_LOCKED':
      return { ...refusal, dialog: { kind: 'locked', message } };
    case 'ADMIN_ONLY_STAGE':
      return { ...refusal, dialog: { kind: 'adminOnly', message } };
    case 'CAPTCHA_MISSING':
    case 'CAPTCHA_WRONG':
      return { ...refusal, captchaError: message };
    default:
      return { ...refusal, alert: message };
  }
}
