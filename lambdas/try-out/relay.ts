import { tryOutLimits, type TryOutResponse } from '../../shared/api/docs-operations';
import { messages } from '../../shared/messages';
import { Invalid } from '../lib/errors';

/**
 * Headers a relay never passes on: hop-by-hop ones (RFC 9110 §7.6.1), what names the caller's
 * own connection, host and cookies (the portal's, not the product API's), and what the relay
 * computes or sets itself.
 */
const droppedRequestHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'content-length',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);
const droppedResponseHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
]);

export interface RelayRequest {
  url: URL;
  method: string;
  /** The caller's headers; filtered here. */
  headers: Record<string, string>;
  body?: Buffer;
  contentType?: string;
  /** The subscription key's value, sent as x-api-key. */
  apiKey?: string;
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
}

/** Sets a header, refusing (400) a value HTTP cannot carry (e.g. a line break). */
function setHeader(headers: Headers, name: string, value: string): void {
  try {
    headers.set(name, value);
  } catch {
    throw new Invalid(`Header ${name} has a value that cannot be sent`);
  }
}

/** The headers sent to the product API: the caller's, filtered, then the relay's own. */
export function relayHeaders(request: RelayRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (!droppedRequestHeaders.has(name.toLowerCase())) setHeader(headers, name, value);
  }
  if (request.contentType) setHeader(headers, 'content-type', request.contentType);
  if (request.apiKey) headers.set('x-api-key', request.apiKey);
  if (request.token) setHeader(headers, 'authorization', `Bearer ${request.token}`);
  return headers;
}

/** Whether an answer of this type is shown as text (else it is returned as base64). */
export function isTextType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

/**
 * Makes one call and describes its answer. Redirects are returned, never followed (a Location
 * could name any host); no answer within tryOutLimits.timeoutMs (body included), or none at
 * all, is status 0 'Error' with the spec's 'Error in getting data' (§8).
 */
export async function relayCall(
  request: RelayRequest,
  now: () => number = () => performance.now(),
): Promise<TryOutResponse> {
  const sent = relayHeaders(request);
  const started = now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: sent,
      body: request.body && request.method !== 'GET' ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(tryOutLimits.timeoutMs),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name)) headers[name] = value;
    });
    const text = isTextType(response.headers.get('content-type'));
    return {
      status: response.status,
      statusText: response.statusText,
      durationMs: Math.round(now() - started),
      sizeBytes: bytes.length,
      headers,
      body: text ? bytes.toString('utf8') : bytes.toString('base64'),
      bodyEncoding: text ? 'text' : 'base64',
    };
  } catch {
    return {
      status: 0,
      statusText: 'Error',
      durationMs: Math.round(now() - started),
      sizeBytes: 0,
      headers: {},
      body: messages.dataCallFailed,
      bodyEncoding: 'text',
    };
  }
}
