import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../testing/captured-logs';
import { proxyEvent, withClaims } from '../../testing/proxy-events';
import { json } from '../http-response';
import { logger } from '../logger';
import { metrics } from './metrics';
import { observeRequest } from './observe-request';

const context = {
  awsRequestId: 'lambda-req-7',
  functionName: 'area-applications',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:area-applications',
  memoryLimitInMB: '512',
} as Context;

const event = withClaims(
  proxyEvent({
    httpMethod: 'POST',
    resource: '/applications',
    requestContext: { requestId: 'api-req-3' } as never,
    body: JSON.stringify({ password: 'Secret#2026' }),
  }),
  { sub: 'user-42' },
);

afterEach(() => vi.restoreAllMocks());

describe('observeRequest', () => {
  it("tags the request's log lines with its request ids, route and user, then logs its status and latency", async () => {
    const logs = captureLogs();
    const result = await observeRequest(event, context, async () => {
      logger.info('Application created', { applicationId: 'app-1' });
      return json(201, { ok: true });
    });
    expect(result.statusCode).toBe(201);
    const [created, done] = logs.entries();
    expect(created).toMatchObject({
      level: 'INFO',
      message: 'Application created',
      service: expect.any(String),
      route: 'POST /applications',
      userId: 'user-42',
      requestId: 'api-req-3',
      function_request_id: 'lambda-req-7',
      applicationId: 'app-1',
    });
    expect(done).toMatchObject({
      message: 'Request done',
      status: 201,
      route: 'POST /applications',
    });
    expect(done?.latencyMs).toEqual(expect.any(Number));
    expect(logs.text()).not.toContain('Secret#2026');
  });

  it("forgets the request's keys afterwards", async () => {
    const logs = captureLogs();
    await observeRequest(event, context, async () => json(200, {}));
    logger.info('Between requests');
    expect(logs.entries().at(-1)).not.toHaveProperty('route');
    expect(logs.entries().at(-1)).not.toHaveProperty('userId');
  });

  it("counts the route's calls, errors and latency, an error as a 5xx", async () => {
    captureLogs();
    const added = vi.spyOn(metrics, 'addMetric');
    const dimension = vi.spyOn(metrics, 'addDimension');
    const published = vi.spyOn(metrics, 'publishStoredMetrics');
    await expect(
      observeRequest(event, context, async () => {
        throw new Error('table unavailable');
      }),
    ).rejects.toThrow('table unavailable');
    expect(dimension).toHaveBeenCalledWith('route', 'POST /applications');
    expect(added).toHaveBeenCalledWith('Calls', 'Count', 1);
    expect(added).toHaveBeenCalledWith('Errors', 'Count', 1);
    expect(added).toHaveBeenCalledWith('Latency', 'Milliseconds', expect.any(Number));
    expect(published).toHaveBeenCalledOnce();

    added.mockClear();
    await observeRequest(event, context, async () => json(404, {}));
    expect(added).toHaveBeenCalledWith('Errors', 'Count', 0);
  });
});
