import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

/** The CORS headers every answer of the local gateway carries. */
export const corsHeaders = { 'access-control-allow-origin': '*' } as const;

export const preflightHeaders = {
  ...corsHeaders,
  'access-control-allow-headers': 'Authorization,Content-Type,X-Amz-Date,X-Api-Key,X-Access-Token',
} as const;

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string | Buffer = '',
): void {
  res.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, { 'content-type': 'application/json', ...headers }, JSON.stringify(body));
}

/**
 * API Gateway's own answers ("gateway responses"): `{"message": ...}` with the error type in
 * `x-amzn-ErrorType`, e.g. 403 MissingAuthenticationTokenException for an unknown route.
 */
export const gatewayResponses = {
  missingAuthenticationToken: {
    status: 403,
    type: 'MissingAuthenticationTokenException',
    message: 'Missing Authentication Token',
  },
  unauthorized: { status: 401, type: 'UnauthorizedException', message: 'Unauthorized' },
  expiredToken: {
    status: 401,
    type: 'UnauthorizedException',
    message: 'The incoming token has expired',
  },
  forbidden: { status: 403, type: 'ForbiddenException', message: 'Forbidden' },
  throttled: { status: 429, type: 'TooManyRequestsException', message: 'Too Many Requests' },
  quotaExceeded: { status: 429, type: 'LimitExceededException', message: 'Limit Exceeded' },
  integrationFailure: {
    status: 502,
    type: 'InternalServerErrorException',
    message: 'Internal server error',
  },
} as const;

export interface GatewayResponse {
  readonly status: number;
  /** The `x-amzn-ErrorType` header. */
  readonly type: string;
  readonly message: string;
}

export function sendGatewayResponse(
  res: ServerResponse,
  response: GatewayResponse,
  requestId: string = randomUUID(),
): void {
  sendJson(
    res,
    response.status,
    { message: response.message },
    { ...corsHeaders, 'x-amzn-errortype': response.type, 'x-amzn-requestid': requestId },
  );
}

/** The request's path (still percent-encoded) and its query string. */
export function splitUrl(req: IncomingMessage): { path: string; search: URLSearchParams } {
  const raw = req.url ?? '/';
  const at = raw.indexOf('?');
  const path = at < 0 ? raw : raw.slice(0, at);
  return { path: path || '/', search: new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)) };
}
