import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getServiceDetail,
  listCategories,
  listCategoryServices,
} from '../../shared/api/catalogue-operations';
import { captureLogs } from '../testing/captured-logs';
import { proxyEvent, withClaims } from '../testing/proxy-events';
import { createAreaRouter } from './area-router';
import { NotFound } from './errors';
import { json } from './http-response';
import { logger } from './logger';
import { handleOperation } from './operation-handler';

/** A promise the test resolves when it chooses, to interleave the requests' awaits. */
function gate(): { open: () => void; passed: Promise<void> } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { open, passed };
}

const gates = { categories: gate(), services: gate(), detail: gate() };

// Each handler logs once before and once after it waits, so the lines of the three requests
// interleave as they do when a Lambda instance (or a local function's worker) serves them at once.
const router = createAreaRouter<'catalogue'>({
  listCategories: handleOperation(listCategories, async () => {
    logger.info('Reading categories');
    await gates.categories.passed;
    logger.info('Categories read');
    return { items: [] };
  }),
  listCategoryServices: handleOperation(listCategoryServices, async () => {
    logger.info('Reading services');
    await gates.services.passed;
    throw new Error('table unavailable');
  }),
  getServiceDetail: handleOperation(getServiceDetail, async () => {
    logger.info('Reading detail');
    await gates.detail.passed;
    throw new NotFound('No such service');
  }),
  getApiDefinition: async () => json(200, {}),
  getDocsOverlay: async () => json(200, {}),
  getServiceDoc: async () => json(200, {}),
});

function request(
  resource: string,
  requestId: string,
  sub: string | null,
  pathParameters: Record<string, string> | null = null,
): APIGatewayProxyEvent {
  const event = proxyEvent({
    httpMethod: 'GET',
    resource,
    pathParameters,
    requestContext: { requestId } as APIGatewayProxyEvent['requestContext'],
  });
  return sub ? withClaims(event, { sub }) : event;
}

const lambdaContext = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'area-catalogue',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:area-catalogue',
    memoryLimitInMB: '512',
  }) as Context;

afterEach(() => vi.restoreAllMocks());

describe('log lines of concurrent requests (one Lambda instance)', () => {
  it("carry each its own request's route, user and request id, a 500 too, and nothing carries over", async () => {
    const logs = captureLogs();
    const answers = Promise.all([
      router(request('/catalogue/categories', 'req-a', 'user-a'), lambdaContext('lambda-a')),
      router(
        request('/catalogue/categories/{category}/services', 'req-b', 'user-b', {
          category: 'vehicle',
        }),
        lambdaContext('lambda-b'),
      ),
      router(
        request('/catalogue/categories/{category}/services/{service}', 'req-c', null, {
          category: 'vehicle',
          service: 'charging',
        }),
        lambdaContext('lambda-c'),
      ),
    ]);
    // Out of the order they came in: B fails first, then C, then A.
    await new Promise((resolve) => setImmediate(resolve));
    gates.services.open();
    await new Promise((resolve) => setImmediate(resolve));
    gates.detail.open();
    await new Promise((resolve) => setImmediate(resolve));
    gates.categories.open();
    const [a, b, c] = await answers;
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 500, 404]);

    const expected: Record<string, Record<string, unknown>> = {
      'Reading categories': { requestId: 'req-a', userId: 'user-a' },
      'Categories read': { requestId: 'req-a', userId: 'user-a' },
      'Reading services': { requestId: 'req-b', userId: 'user-b' },
      'Unhandled error': { requestId: 'req-b', userId: 'user-b' },
      'Reading detail': { requestId: 'req-c' },
    };
    const routes: Record<string, string> = {
      'req-a': 'GET /catalogue/categories',
      'req-b': 'GET /catalogue/categories/{category}/services',
      'req-c': 'GET /catalogue/categories/{category}/services/{service}',
    };
    const lambdaIds: Record<string, string> = {
      'req-a': 'lambda-a',
      'req-b': 'lambda-b',
      'req-c': 'lambda-c',
    };
    const lines = logs.entries();
    for (const [message, keys] of Object.entries(expected)) {
      const line = lines.find((entry) => entry.message === message);
      const requestId = keys.requestId as string;
      expect(line, message).toMatchObject({
        ...keys,
        route: routes[requestId],
        function_request_id: lambdaIds[requestId],
      });
      if (!keys.userId) expect(line, message).not.toHaveProperty('userId');
    }
    const done = lines.filter((entry) => entry.message === 'Request done');
    expect(done.map((line) => [line.requestId, line.status, line.route, line.userId])).toEqual([
      ['req-b', 500, routes['req-b'], 'user-b'],
      ['req-c', 404, routes['req-c'], undefined],
      ['req-a', 200, routes['req-a'], 'user-a'],
    ]);
    for (const line of done) {
      expect(line.function_request_id).toBe(lambdaIds[line.requestId as string]);
    }

    // The instance's next request, and a line between requests, carry no key of those before.
    await router(request('/catalogue/apis/{apiId}/stages/{stage}/definition', 'req-d', null));
    logger.info('Between requests');
    const [next, between] = logs.entries().slice(-2);
    expect(next).toMatchObject({ message: 'Request done', requestId: 'req-d', status: 200 });
    for (const key of ['userId', 'function_request_id']) expect(next).not.toHaveProperty(key);
    for (const key of ['route', 'userId', 'requestId', 'function_request_id']) {
      expect(between).not.toHaveProperty(key);
    }
  });
});
