import type { APIGatewayProxyEvent } from 'aws-lambda';
import { tokenClaims } from '../../shared/identity-rules';
import { userGroups } from '../../shared/user-groups';
import { normaliseEmail } from '../users/user-keys';

/** The signed-in caller, as the ID token's claims say. */
export interface Caller {
  sub: string;
  /** Trimmed and lower-cased, as the records are keyed. */
  email: string;
  groups: string[];
  isAdmin: boolean;
  /** Staff: signed in with their directory ID (a federated identity in the token). */
  isStaff: boolean;
  /** The start of the session the token was issued in, if the token says (tokenClaims). */
  sessionStartedAt?: string;
}

/**
 * API Gateway's Cognito authorizer hands claims over as strings; `cognito:groups` arrives as
 * "admin", "admin,common-user" or "[admin common-user]" depending on the integration.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * Whether the ID token says the caller's password has expired (the pre-token-generation claim;
 * absent for directory users, whose password lives in the directory).
 */
export function passwordExpired(event: APIGatewayProxyEvent, now: Date = new Date()): boolean {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const expiresAt = claims?.[tokenClaims.passwordExpiresAt];
  if (typeof expiresAt !== 'string') return false;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time <= now.getTime();
}

/**
 * Whether the `identities` claim names a federated identity, as the web decides it: Cognito puts
 * it only on directory users' tokens; the authorizer hands it over as a JSON string ("[]" is none).
 */
export function hasFederatedIdentity(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim().length > 2;
}

/** The caller of a request; null without claims of a subject and an e-mail (a visitor). */
export function callerOf(event: APIGatewayProxyEvent): Caller | null {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  if (!claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string') return null;
  const email = normaliseEmail(claims.email);
  if (!email) return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email,
    groups,
    isAdmin: groups.includes(userGroups.admin),
    isStaff: hasFederatedIdentity(claims.identities),
    ...(typeof claims[tokenClaims.sessionStartedAt] === 'string'
      ? { sessionStartedAt: claims[tokenClaims.sessionStartedAt] as string }
      : {}),
  };
}
