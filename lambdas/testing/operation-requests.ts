import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Operation } from '../../shared/api/contract';
import { portalOriginStageVariable } from '../lib/function-environment';
import { proxyEvent, withClaims } from './proxy-events';

/** The portal's origin in handler tests (the stage variable mails link to). */
export const testPortalOrigin = 'https://portal.test';

export interface TestRequest {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The ID-token claims the Cognito authorizer would pass; none for a visitor. */
  claims?: Record<string, string>;
}

export const developerClaims = {
  sub: 'sub-dev',
  email: 'dev@partner.example',
  'cognito:groups': 'common-user',
};
export const adminClaims = {
  sub: 'sub-admin',
  email: 'admin@marque.local',
  'cognito:groups': 'admin',
};

/** The proxy event API Gateway would send an area's router for one call of `op`. */
export function operationEvent(op: Operation, request: TestRequest = {}): APIGatewayProxyEvent {
  const event = proxyEvent({
    httpMethod: op.method,
    resource: op.path,
    body: request.body === undefined ? null : JSON.stringify(request.body),
    pathParameters: request.params ?? null,
    queryStringParameters: request.query ?? null,
    headers: request.headers ?? {},
    stageVariables: { [portalOriginStageVariable]: testPortalOrigin },
  });
  return request.claims ? withClaims(event, request.claims) : event;
}

export const bodyOf = (result: { body: string }) =>
  JSON.parse(result.body) as Record<string, unknown>;
