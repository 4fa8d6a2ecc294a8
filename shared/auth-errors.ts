import { attemptsLeftWarning, messages } from './messages';

/**
 * What the Cognito triggers refuse a sign-in with. A trigger throws `MARQUE:<code>[:<detail>]`;
 * Cognito hands it to the client inside its own message ("PreAuthentication failed with error
 * MARQUE:USER_INACTIVE."), and the web app reads it back with `parseAuthError`.
 */
export const authErrorCodes = [
  'CAPTCHA_MISSING',
  'CAPTCHA_WRONG',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'USER_INACTIVE',
  'ALREADY_LOGGED_IN',
  'ADMIN_ONLY_STAGE',
  'OTP_GENERATION_FAILED',
  'OTP_FAILED',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export const authErrorPrefix = 'MARQUE:';

export function authErrorText(code: AuthErrorCode, detail?: string | number): string {
  return `${authErrorPrefix}${code}${detail === undefined ? '' : `:${detail}`}`;
}

/** An Error a trigger throws to refuse a sign-in; its message is the wire form. */
export class AuthRefusal extends Error {
  constructor(
    readonly code: AuthErrorCode,
    readonly detail?: string | number,
  ) {
    super(authErrorText(code, detail));
    this.name = 'AuthRefusal';
  }
}

export interface ParsedAuthError {
  code: AuthErrorCode;
  /** For INVALID_CREDENTIALS: attempts left before the account locks. */
  attemptsLeft?: number;
  /** The spec's message for it. */
  message: string;
  /** The spec's warning under it (the attempts-left text), if any. */
  warning?: string;
}

const messageOf: Record<AuthErrorCode, string> = {
  CAPTCHA_MISSING: 'Please enter the Captcha',
  CAPTCHA_WRONG: 'Wrong captcha! Try again.',
  INVALID_CREDENTIALS: messages.invalidUsernamePassword,
  ACCOUNT_LOCKED: 'Your account is locked. Please contact the administrator to unlock it.',
  USER_INACTIVE: messages.userNotActive,
  ALREADY_LOGGED_IN: messages.alreadyLoggedIn,
  ADMIN_ONLY_STAGE:
    'Access to the production environment is limited to administrators. Please contact the portal team for access.',
  OTP_GENERATION_FAILED: messages.otpGenerationFailed,
  OTP_FAILED: messages.otpVerificationFailed,
};

/** Reads a trigger's refusal out of any error text Cognito or Amplify produced; else undefined. */
export function parseAuthError(text: string | undefined | null): ParsedAuthError | undefined {
  if (!text) return undefined;
  const match = new RegExp(`${authErrorPrefix}([A-Z_]+)(?::(\\w+))?`).exec(text);
  if (!match) return undefined;
  const code = match[1] as AuthErrorCode;
  if (!authErrorCodes.includes(code)) return undefined;
  const parsed: ParsedAuthError = { code, message: messageOf[code] };
  if (code === 'INVALID_CREDENTIALS' && match[2] !== undefined) {
    const left = Number(match[2]);
    if (Number.isInteger(left) && left >= 0) {
      parsed.attemptsLeft = left;
      if (left > 0) parsed.warning = attemptsLeftWarning(left);
    }
  }
  return parsed;
}
