import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestLogKeys = Readonly<Record<string, string | number | boolean>>;

/**
 * The keys every log line of one request carries (route, user, request ids), held for that
 * request's own async work. One instance serves requests one after another (Lambda reuses it)
 * and, locally, many at once in one worker thread: keys set on the shared logger would land on
 * another request's lines and be cleared under it, so they live here, and end with the request.
 */
const storage = new AsyncLocalStorage<RequestLogKeys>();

/** Runs `work` with `keys` on every line it logs; undefined keys are left out. */
export function withRequestKeys<T>(
  keys: Record<string, string | number | boolean | undefined>,
  work: () => T,
): T {
  const defined: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(keys)) if (value !== undefined) defined[key] = value;
  return storage.run(Object.freeze(defined), work);
}

/** The keys of the request this code runs for; none outside a request. */
export function requestKeys(): RequestLogKeys {
  return storage.getStore() ?? {};
}
