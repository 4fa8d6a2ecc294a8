import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callerOf } from '../../../lambdas/lib/caller';
import type { AreaId } from '../../../lambdas/routes';
import type { AfterIntegration, IntegrationAnswer } from './portal-api-server';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;
const events: APIGatewayProxyEvent[] = [];
const invoked: AreaId[] = [];
const seen: IntegrationAnswer[] = [];
let answer: (e: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
let afterIntegration: AfterIntegration = async () => undefined;

beforeAll(async () => {
  f = await startFixtureGateway({
    invokeArea: async (area, event) => {
      invoked.push(area);
      events.push(event);
      return answer(event);
    },
    afterIntegration: (seenAnswer) => {
      seen.push(seenAnswer);
      return afterIntegration(seenAnswer);
    },
  });
});
afterAll(() => f.gateway.close());
beforeEach(() => {
  events.length = 0;
  invoked.length = 0;
  seen.length = 0;
  afterIntegration = async () => undefined;
  answer = async () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'x-area': 'yes' },
    body: JSON.stringify({ ok: true }),
  });
});

const url = (path: string) => `${f.gateway.urls.portalApi}${path}`;

describe('portal API', () => {
  it('serves a public route without a token and hands the area an API Gateway proxy event', async () => {
    const res = await fetch(
      url('/catalogue/categories/Parking%20Management/services?a=1&a=2&b=x'),
      {
        headers: { 'X-Custom': 'one' },
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-area')).toBe('yes');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const [event] = events;
    expect(event).toMatchObject({
      resource: '/catalogue/categories/{category}/services',
      path: '/catalogue/categories/Parking%20Management/services',
      httpMethod: 'GET',
      pathParameters: { category: 'Parking Management' },
      queryStringParameters: { a: '2', b: 'x' },
      multiValueQueryStringParameters: { a: ['1', '2'], b: ['x'] },
      body: null,
      isBase64Encoded: false,
      stageVariables: null,
      requestContext: {
        resourcePath: '/catalogue/categories/{category}/services',
        httpMethod: 'GET',
        stage: 'local',
        identity: { sourceIp: '127.0.0.1' },
      },
    });
    expect(event?.headers['X-Custom']).toBe('one');
    expect(event?.multiValueHeaders['X-Custom']).toEqual(['one']);
    expect(event?.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event?.requestContext.authorizer).toBeUndefined();
  });

  it('gives a public route no claims even when a valid token is sent', async () => {
    await fetch(url('/catalogue/categories'), {
      headers: { Authorization: f.identity.token() },
    });
    expect(events[0]?.requestContext.authorizer).toBeUndefined();
  });

  it('passes the ID token claims to a user route as the Cognito authorizer does', async () => {
    const token = f.identity.token({ sub: 'u-42', 'cognito:groups': ['admin', 'common-user'] });
    const res = await fetch(url('/users/me'), {
      method: 'GET',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const claims = events[0]?.requestContext.authorizer?.claims as Record<string, string>;
    expect(claims).toMatchObject({
      sub: 'u-42',
      email: 'ada@example.com',
      email_verified: 'true',
      token_use: 'id',
      'cognito:groups': 'admin,common-user',
    });
    expect(claims.exp).toMatch(/^\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/);
    expect(callerOf(events[0]!)).toEqual({
      sub: 'u-42',
      email: 'ada@example.com',
      groups: ['admin', 'common-user'],
      isAdmin: true,
      isStaff: false,
    });
  });

  it('leaves group checks to the handler: an admin route reaches it with a non-admin token', async () => {
    const res = await fetch(url('/admin/catalogue/summary'), {
      headers: { Authorization: f.identity.token() },
    });
    expect(res.status).toBe(200);
    expect(events).toHaveLength(1);
  });

  it('refuses a user route without a token, with a bad one or an expired one: 401', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const cases: [Record<string, string>, string][] = [
      [{}, 'Unauthorized'],
      [{ Authorization: 'Bearer not-a-jwt' }, 'Unauthorized'],
      [{ Authorization: f.identity.token({ iss: 'https://elsewhere' }) }, 'Unauthorized'],
      [
        { Authorization: f.identity.token({ iat: past, exp: past + 3600 }) },
        'The incoming token has expired',
      ],
    ];
    for (const [headers, message] of cases) {
      const res = await fetch(url('/users/me'), { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
    }
    expect(events).toHaveLength(0);
  });

  it('answers 403 Missing Authentication Token for an unknown route or method', async () => {
    for (const [method, path] of [
      ['GET', '/nowhere'],
      ['DELETE', '/users/me'],
      ['GET', '/catalogue/categories/a/services/b/c'],
    ] as const) {
      const res = await fetch(url(path), { method });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Missing Authentication Token' });
      expect(res.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect(events).toHaveLength(0);
  });

  it('answers CORS preflight for a known resource', async () => {
    const res = await fetch(url('/users/me'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,OPTIONS');
    const allowed = res.headers.get('access-control-allow-headers')?.split(',') ?? [];
    expect(allowed).toEqual([
      'Authorization',
      'Content-Type',
      'X-Amz-Date',
      'X-Api-Key',
      'X-Access-Token',
    ]);
    expect(events).toHaveLength(0);
  });

  it('relays status, multi-value headers and base64 bodies; a failing handler is a 502', async () => {
    answer = async () => ({
      statusCode: 409,
      multiValueHeaders: { 'set-cookie': ['a=1', 'b=2'] },
      body: Buffer.from('{"code":"Conflict"}').toString('base64'),
      isBase64Encoded: true,
    });
    const conflict = await fetch(url('/catalogue/categories'));
    expect(conflict.status).toBe(409);
    expect(conflict.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await conflict.json()).toEqual({ code: 'Conflict' });

    answer = async () => {
      throw new Error('boom');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await fetch(url('/catalogue/categories'));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'Internal server error' });
  });

  it('hands each call to the area its operation declares', async () => {
    await fetch(url('/catalogue/categories'));
    await fetch(url('/users/me'), { headers: { Authorization: f.identity.token() } });
    await fetch(url('/admin/catalogue/summary'), {
      headers: { Authorization: f.identity.token() },
    });
    expect(invoked).toEqual(['catalogue', 'account', 'admin']);
  });

  it("shows each area's answer to the after-integration hook before relaying it", async () => {
    let relayedYet = true;
    afterIntegration = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      relayedYet = false;
    };
    const res = await fetch(url('/catalogue/categories'));
    expect(relayedYet).toBe(false);
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      operation: { id: 'listCategories' },
      event: { resource: '/catalogue/categories' },
      result: { statusCode: 200 },
    });
  });

  it("relays the area's answer even when the hook fails, and logs why", async () => {
    afterIntegration = async () => {
      throw new Error('outbox down');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await fetch(url('/catalogue/categories'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(logged).toHaveBeenCalledWith('local gateway: after listCategories:', 'outbox down');
    logged.mockRestore();
  });
});
