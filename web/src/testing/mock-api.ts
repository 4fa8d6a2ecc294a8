import { vi } from 'vitest';
import { setConfig, type AppConfig } from '../lib/config';

export const testConfig: AppConfig = {
  stage: 'dev',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_test',
  userPoolClientId: 'test-client',
  apiUrl: 'http://api.test',
};

export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** What a test's answer function is given: the call's method and parsed JSON body. */
export interface MockRequest {
  method: string;
  body: unknown;
}

/**
 * Stubs `fetch` for the portal API: answers by path (query ignored). A plain value is a 200 JSON
 * answer; `{ status, body }` sets the status; a function (maybe async) answers each call from its
 * method and body, e.g. a small stateful fake or an answer the test releases later. Unknown paths
 * answer 404. Returns the mock.
 */
export function mockApi(answers: Record<string, unknown>) {
  setConfig(testConfig);
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = decodeURIComponent(url.pathname);
    if (!(path in answers)) return json(404, { code: 'NotFound', message: `No mock for ${path}` });
    const given = answers[path];
    const answer: unknown =
      typeof given === 'function'
        ? await (given as (request: MockRequest) => unknown)({
            method: init?.method ?? 'GET',
            body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          })
        : given;
    if (isMockAnswer(answer)) return json(answer.status ?? 200, answer.body);
    return json(200, answer);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function isMockAnswer(value: unknown): value is MockAnswer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The calls a mocked fetch was given for one path (query ignored), in order: a page's own calls,
 * apart from the signed-in header's (the notification bell asks for the unread count).
 */
export function callsTo(
  mock: { mock: { calls: unknown[][] } },
  path: string,
): [URL, RequestInit | undefined][] {
  return mock.mock.calls
    .map(([input, init]) => [new URL(String(input)), init as RequestInit | undefined] as const)
    .filter(([url]) => decodeURIComponent(url.pathname) === path)
    .map(([url, init]) => [url, init]);
}

/** What the page frame asks for by itself on every page: the maintenance window (spec §2). */
const frameCalls = new Set(['/content/maintenance']);

/** The calls a mocked fetch was given apart from the page frame's own, in order. */
export function pageCalls(mock: { mock: { calls: unknown[][] } }): URL[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => !frameCalls.has(decodeURIComponent(url.pathname)));
}
