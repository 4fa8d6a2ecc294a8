import type * as z from 'zod';
import { buildPath, type ApiErrorBody, type Operation } from '../../../shared/api/contract';
import { messages } from '../../../shared/messages';
import { saysSessionEnded } from '../../../shared/api/session-ended';
import { ApiError } from './api-error';
import { getConfig } from './config';

export interface CallOptions<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: z.input<P>;
  query?: z.input<Q>;
  body?: z.input<B>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `x-access-token` for changePassword. */
  headers?: Record<string, string>;
  /** The browser finishes the call even if the page is left or reloaded meanwhile. */
  keepalive?: boolean;
}

interface ClientSettings {
  /** The ID token of the signed-in user, or undefined when signed out. */
  getIdToken: () => Promise<string | undefined>;
  /**
   * Told when the portal API answers a call that carried the ID token with a 401 that says the
   * session ended (expired or revoked; see saysSessionEnded).
   */
  onUnauthorized: () => void;
  fetch: typeof fetch;
}

/** Until the auth provider hands over its token getter there is no session to speak for. */
const signedOut: Pick<ClientSettings, 'getIdToken' | 'onUnauthorized'> = {
  getIdToken: async () => undefined,
  onUnauthorized: () => undefined,
};

const settings: ClientSettings = { ...signedOut, fetch: (...args) => fetch(...args) };

/**
 * Tells the client how to find the token and whom to tell about a 401 (the auth provider, at
 * start), or how to fetch (tests, local tools).
 */
export function configureApiClient(overrides: Partial<ClientSettings>): void {
  Object.assign(settings, overrides);
}

/** Forgets the session handling given by `configureApiClient` (the auth provider unmounted). */
export function resetApiClientSession(): void {
  Object.assign(settings, signedOut);
}

/**
 * Calls one operation of the portal API: validates the input with the operation's schemas, builds
 * the URL on `apiUrl`, adds the ID token for user/admin operations and parses the answer with the
 * response schema. Every failure is an ApiError.
 */
export async function callOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(op: Operation<P, Q, B, R>, options: CallOptions<P, Q, B> = {}): Promise<z.output<R>> {
  const params = op.params ? (validate(op.params, options.params) as Record<string, string>) : {};
  const url = new URL(getConfig().apiUrl + buildPath(op.path, params));
  if (op.query && options.query !== undefined) {
    const query = validate(op.query, options.query) as Record<string, unknown>;
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }

  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  let body: string | undefined;
  if (op.body) {
    body = JSON.stringify(validate(op.body, options.body));
    headers['content-type'] = 'application/json';
  }
  const sendsIdToken = op.access !== 'public';
  if (sendsIdToken) {
    const token = await settings.getIdToken();
    if (!token) throw new ApiError(401, 'Unauthorized', 'Sign in to continue');
    // The raw ID token, as API Gateway's Cognito authorizer documents it.
    headers.authorization = token;
  }

  let response: Response;
  try {
    response = await settings.fetch(url, {
      method: op.method,
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NetworkError', messages.dataCallFailed);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const body = payload as Partial<ApiErrorBody> | undefined;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    // Only the session's end signs the tab out: a 401 about what was sent (wrong credentials) does not.
    if (sendsIdToken && saysSessionEnded(response.status, code)) settings.onUnauthorized();
    throw ApiError.fromBody(response.status, body, messages.dataCallFailed);
  }
  const parsed = op.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'InvalidResponse', messages.dataCallFailed);
  }
  return parsed.data as z.output<R>;
}

function validate(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ApiError(400, 'Invalid', 'The request is invalid', fields);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
