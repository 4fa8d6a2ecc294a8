/**
 * Facts about an application's client credentials and client certificates that the stack, the
 * handlers and the web app share.
 */

/**
 * The resource server and scope the per-application app clients may ask tokens for. The maker's
 * APIs accept access tokens carrying `tryOutScope`.
 */
export const tryOutResourceServer = { identifier: 'marque-products', scope: 'try-out' } as const;
export const tryOutScope = `${tryOutResourceServer.identifier}/${tryOutResourceServer.scope}`;

/** How long an access token of client credentials lives (ARCHITECTURE: one hour). */
export const clientAccessTokenMinutes = 60;

/** API Gateway client certificates an application may hold at once (one current, one next). */
export const certificatesPerApplication = 2;

/** Not in the spec: a bound on a certificate's description. */
export const certificateDescriptionMaxLength = 100;

/** The key manager's two lists (spec §7 `GET key manager ?category=apiKey|certificate`). */
export const keyManagerCategories = ['apiKey', 'certificate'] as const;
export type KeyManagerCategory = (typeof keyManagerCategories)[number];
