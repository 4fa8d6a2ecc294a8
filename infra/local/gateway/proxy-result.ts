import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { corsHeaders, send } from './http-io';

export function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  const status = (value as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status < 600;
}

/**
 * A Lambda proxy answer relayed as API Gateway does: status, headers and body as the function
 * gave them, `content-type` application/json when it gave none; the CORS origin added when the
 * handler left it out, if `addCors` (the portal API; the product APIs add nothing).
 */
export function relayProxyResult(
  res: ServerResponse,
  result: APIGatewayProxyResult,
  requestId: string,
  options: { addCors: boolean },
): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    headers[name] = values.map(String);
  }
  const names = new Set(Object.keys(headers).map((n) => n.toLowerCase()));
  if (options.addCors && !names.has('access-control-allow-origin')) {
    Object.assign(headers, corsHeaders);
  }
  if (!names.has('content-type')) headers['content-type'] = 'application/json';
  headers['x-amzn-requestid'] = requestId;
  const body = result.isBase64Encoded
    ? Buffer.from(result.body ?? '', 'base64')
    : Buffer.from(result.body ?? '', 'utf8');
  send(res, result.statusCode, headers, body);
}
