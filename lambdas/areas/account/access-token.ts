import type { APIGatewayProxyEvent } from 'aws-lambda';

/** The header the app sends the caller's Cognito access token in (the authorizer reads the ID token). */
export const accessTokenHeader = 'x-access-token';

/** The header's value, whatever case the client or gateway gave its name. */
export function accessTokenOf(event: APIGatewayProxyEvent): string | undefined {
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (name.toLowerCase() === accessTokenHeader && value) return value.trim();
  }
  return undefined;
}

/**
 * The `sub` of a JWT, read without checking the signature: only to see whose token it claims to
 * be before Cognito (which does check it) acts on it.
 */
export function unverifiedSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
