import { parseAuthError } from '../../../../shared/auth-errors';
import { messages } from '../../../../shared/messages';
import type { SignInRefusal } from './auth-context';

/** Which step of the sign-in an error came from: the password (SRP) or the e-mailed code. */
export type SignInStep = 'password' | 'code';

/** Cognito's answers to a wrong user name or password (cognito-local says InvalidPassword…). */
const wrongCredentialNames = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

/**
 * Turns whatever Amplify threw into the refusal the form shows. A trigger's `MARQUE:CODE[:detail]`
 * inside the message wins (shared/auth-errors); otherwise Cognito's error name decides: a wrong
 * password at the password step, a failed code at the code step (Cognito ends a custom-auth flow
 * whose answers failed with NotAuthorizedException); anything else is 'Something went wrong'.
 */
export function refusalFromError(error: unknown, step: SignInStep): SignInRefusal {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const parsed = parseAuthError(text);
  if (parsed) {
    return {
      status: 'refused',
      code: parsed.code,
      message: parsed.message,
      ...(parsed.warning === undefined ? {} : { warning: parsed.warning }),
      ...(parsed.attemptsLeft === undefined ? {} : { attemptsLeft: parsed.attemptsLeft }),
    };
  }
  if (name === 'NotAuthorizedException' && /disabled/i.test(text)) {
    return { status: 'refused', code: 'USER_INACTIVE', message: messages.userNotActive };
  }
  if (wrongCredentialNames.has(name)) {
    return step === 'code'
      ? { status: 'refused', code: 'OTP_FAILED', message: messages.otpVerificationFailed }
      : {
          status: 'refused',
          code: 'INVALID_CREDENTIALS',
          message: messages.invalidUsernamePassword,
        };
  }
  return { status: 'refused', code: 'UNKNOWN', message: messages.somethingWentWrong };
}

/** `dev@partner.example` → `d**@partner.example`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  const local = email.slice(0, at);
  const visible = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 2))}${email.slice(at)}`;
}
