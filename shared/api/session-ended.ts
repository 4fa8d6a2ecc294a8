/** The code of a 401 about what was sent (wrong client credentials), not about the session. */
export const invalidCredentialsCode = 'InvalidCredentials';

/**
 * The 401 codes that say a signed-in caller's session has ended: the portal's own (`Unauthorized`:
 * no caller, or the session record gone), API Gateway's authorizer through the portal's gateway
 * response template (`UNAUTHORIZED`), and no code at all (a gateway that sends only its message).
 */
const sessionEndedCodes: readonly (string | undefined)[] = [
  'Unauthorized',
  'UNAUTHORIZED',
  undefined,
];

/** Whether an answer says the session ended; any other answer signs no one out. */
export function saysSessionEnded(status: number, code: string | undefined): boolean {
  return status === 401 && sessionEndedCodes.includes(code);
}
