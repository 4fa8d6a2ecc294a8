import type { APIGatewayProxyEvent } from 'aws-lambda';
import { userGroups } from '../../shared/user-groups';

export interface Caller {
  sub: string;
  email: string;
  groups: string[];
  isAdmin: boolean;
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

export function callerOf(event: APIGatewayProxyEvent): Caller | null {
  const claims = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    groups,
    isAdmin: groups.includes(userGroups.admin),
  };
}
