import { JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';

export interface IdTokenAuthOptions {
  issuer: string;
  audience: string | string[];
  jwksUri: string;
  jwks: { keys: unknown[] };
}

export type AuthOutcome =
  | { ok: true; claims: Record<string, string> }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Java's `Date.toString()` in UTC, the form the Cognito authorizer gives `exp` and `iat`. */
export function javaDateString(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${time} UTC ${d.getUTCFullYear()}`;
}

/**
 * The claims as a REST API Cognito user pool authorizer hands them to a proxy integration: every
 * value a string; `exp` and `iat` as Java dates ("Tue Apr 04 18:39:39 UTC 2023"), other numbers
 * as digits (`auth_time`: "1680629979"), booleans as "true"/"false", lists (`cognito:groups`)
 * joined with commas.
 */
export function claimsAsAuthorizerStrings(
  payload: Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if ((name === 'exp' || name === 'iat') && typeof value === 'number') {
      out[name] = javaDateString(value);
    } else if (Array.isArray(value)) {
      out[name] = value.map(String).join(',');
    } else if (typeof value === 'object') {
      out[name] = JSON.stringify(value);
    } else {
      out[name] = String(value);
    }
  }
  return out;
}

/** The token of an `Authorization` header, raw or after `Bearer `. */
export function tokenOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return bearer?.[1] ?? value;
}

/** Checks Cognito ID tokens the way the portal API's Cognito authorizer does. */
export function createIdTokenAuth(options: IdTokenAuthOptions) {
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: options.audience,
    jwksUri: options.jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
    },
  });
  // The JWKS comes from the local identity at start (the verifier refuses http JWKS URLs).
  verifier.cacheJwks(options.jwks as Jwks);
  return bearerCheck((token) => verifier.verify(token));
}

/**
 * An authorizer's check of the `Authorization` header with a token verifier: missing, expired
 * or invalid, else the claims as API Gateway passes them.
 */
export function bearerCheck(verify: (token: string) => Promise<Record<string, unknown>>) {
  return async (authorizationHeader: string | undefined): Promise<AuthOutcome> => {
    const token = tokenOf(authorizationHeader);
    if (!token) return { ok: false, reason: 'missing' };
    try {
      return { ok: true, claims: claimsAsAuthorizerStrings(await verify(token)) };
    } catch (error) {
      return { ok: false, reason: error instanceof JwtExpiredError ? 'expired' : 'invalid' };
    }
  };
}

export type IdTokenAuth = ReturnType<typeof createIdTokenAuth>;
