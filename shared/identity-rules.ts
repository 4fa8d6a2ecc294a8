/** Business constants of sign-in, passwords and sessions (spec §4, §9): one source for all. */
export const identityRules = {
  /** The third failed sign-in locks the account. */
  maxFailedAttempts: 3,
  /** Passwords expire this many days after they were set (the spec's advice: change every 60 days). */
  passwordMaxAgeDays: 60,
  /** 'Time to change your password' shows when expiry is this close (spec leaves the value open). */
  passwordWarningDays: 7,
  /** The e-mailed sign-in code. */
  signInCodeLength: 6,
  /** Wrong codes allowed within one sign-in before it fails. */
  signInCodeTries: 3,
  /** A captcha may be checked this often before it must be refreshed. */
  captchaChecks: 3,
  captchaTtlSeconds: 300,
  /** Forgot password: the resend button waits this long. */
  otpResendSeconds: 60,
  /** Forgot password: a mailed reset code works this long, for this many tries. */
  resetCodeTtlSeconds: 3600,
  resetCodeTries: 5,
  /** Forgot password: codes mailed to one address within resetCodeWindowSeconds. */
  resetCodeSends: 5,
  resetCodeWindowSeconds: 3600,
  /** Tokens (ID and access) are valid for an hour; the app refreshes shortly before. */
  tokenValidityMinutes: 60,
  idleTimeoutMs: 13 * 60 * 1000,
  idleCountdownMs: 120 * 1000,
  /**
   * The browser reports its user's activity (recordSessionActivity) at most this often; the
   * server keeps a session alive this long past the idle limit, so a report may come late.
   */
  sessionActivityIntervalMs: 60_000,
} as const;

/** The ID-token claims the pre-token-generation trigger adds (names kept in one place). */
export const tokenClaims = {
  passwordExpiresAt: 'marque:passwordExpiresAt',
  newuser: 'marque:newuser',
  /** The start of the session the token was issued in (the session record's startedAt). */
  sessionStartedAt: 'marque:sessionStartedAt',
} as const;

/** Client metadata keys Amplify sends with `signIn` (they reach pre-authentication as validationData). */
export const signInMetadataKeys = {
  captchaId: 'captchaId',
  captchaAnswer: 'captchaAnswer',
} as const;

/** Account status (spec §4, lower-cased) and user status. */
export const accountStatuses = ['active', 'locked', 'admin'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Whole days from `now` until `expiresAt` (negative once past), as the expiry check reads them. */
export function daysUntil(expiresAt: string | number | Date, now: Date = new Date()): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return Math.floor(ms / (24 * 60 * 60 * 1000));
}

export type PasswordExpiryState = 'expired' | 'warning' | 'ok';

/** days <= 0 forces a change; 0 < days <= warning threshold offers one (spec §4). */
export function passwordExpiryState(
  days: number,
  warningDays: number = identityRules.passwordWarningDays,
): PasswordExpiryState {
  if (days <= 0) return 'expired';
  if (days <= warningDays) return 'warning';
  return 'ok';
}
