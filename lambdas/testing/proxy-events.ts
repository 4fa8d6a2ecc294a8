import type { APIGatewayProxyEvent } from 'aws-lambda';

/** A minimal API Gateway proxy event for unit tests of handlers. */
export function proxyEvent(overrides: Partial<APIGatewayProxyEvent> = {}): APIGatewayProxyEvent {
  return {
    body: null,
    headers: {},
    multiValueHeaders: {},
    httpMethod: 'GET',
    isBase64Encoded: false,
    path: '/',
    pathParameters: null,
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    resource: '/',
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
    ...overrides,
  };
}

export function withClaims(
  event: APIGatewayProxyEvent,
  claims: Record<string, string>,
): APIGatewayProxyEvent {
  return {
    ...event,
    requestContext: { ...event.requestContext, authorizer: { claims } },
  };
}
