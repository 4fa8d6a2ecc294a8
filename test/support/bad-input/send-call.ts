import { inject } from 'vitest';

export interface RawAnswer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** One call of the portal API with a body sent as is (it may not be JSON at all). */
export async function sendRaw(
  method: string,
  path: string,
  token: string | undefined,
  body: string | undefined,
): Promise<RawAnswer> {
  const response = await fetch(`${inject('cloud').urls.portalApi}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** The `message` of an error answer, if it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
