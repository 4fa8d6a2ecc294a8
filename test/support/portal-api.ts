import type { PortalRef } from './portal-sign-in';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One call of the portal API as the web client makes it: JSON in, JSON out, ID token. */
export async function callPortalApi<T = Record<string, unknown>>(
  portal: Pick<PortalRef, 'apiUrl'>,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${portal.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}
