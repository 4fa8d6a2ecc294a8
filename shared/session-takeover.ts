/**
 * Taking over a live session (issue 22): after the password and the e-mailed code, a sign-in
 * that meets another live session is asked one more custom challenge. Its public parameters
 * carry `step` and a one-use `grant`; the client either asks the portal to end the other
 * session with the grant (takeOverSession), then answers `accept`, or answers `decline`.
 */
export const sessionTakeover = {
  /** `step` of the takeover challenge's public parameters. */
  step: 'SESSION_TAKEOVER',
  accept: 'SIGN_OUT_OTHER_SESSION',
  decline: 'KEEP_OTHER_SESSION',
  /** A grant lives as long as Cognito's sign-in session (3 minutes). */
  grantTtlSeconds: 180,
} as const;

/** The grant's form: 32 random bytes, base64url. */
export const takeoverGrantPattern = /^[A-Za-z0-9_-]{43}$/;
