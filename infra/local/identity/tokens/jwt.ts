import { createVerify, type KeyObject } from 'node:crypto';

export interface JwtClaims {
  iss?: string;
  exp?: number;
  iat?: number;
  token_use?: string;
  username?: string;
  client_id?: string;
  [claim: string]: unknown;
}

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  if (!part) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The claims of a JWT, unchecked. */
export function decodeJwt(token: string): JwtClaims | undefined {
  return decodePart(token.split('.')[1]);
}

/** The claims of an RS256 JWT whose signature `key` verifies; undefined otherwise. Expiry is the caller's. */
export function verifyJwt(token: string, key: KeyObject): JwtClaims | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || decodePart(header)?.alg !== 'RS256') return undefined;
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${header}.${payload}`);
  return verifier.verify(key, Buffer.from(signature, 'base64url'))
    ? decodePart(payload)
    : undefined;
}

/** The user pool id at the end of an `iss` claim (`http://host:port/<poolId>`). */
export const poolIdOfIssuer = (issuer: string | undefined): string | undefined =>
  issuer?.split('/').pop() || undefined;

export const isExpired = (claims: JwtClaims, now: Date): boolean =>
  typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime();
