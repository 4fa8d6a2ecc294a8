/** The ID token is refreshed this long before it expires (spec §4: "shortly before expiry"). */
export const refreshLeadMs = 5 * 60 * 1000;
/** Never sooner than this, so a token that is already close to expiry is not refreshed in a loop. */
export const minimumRefreshDelayMs = 30 * 1000;

/** How long to wait before refreshing a token that expires at `expiresAtMs`. */
export function refreshDelayMs(expiresAtMs: number, now: number = Date.now()): number {
  return Math.max(expiresAtMs - refreshLeadMs - now, minimumRefreshDelayMs);
}
