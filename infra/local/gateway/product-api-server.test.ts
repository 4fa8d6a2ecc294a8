import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetApiKeyCommand,
  GetUsageCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProductStage, usagePlans } from '../../../shared/plans';
import { newKeyValue } from '../../../lambdas/product-keys/key-scope';
import { utcDay } from './quota-and-usage';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
const running: Fixture[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((f) => f.gateway.close()));
});

async function start(options: Parameters<typeof startFixtureGateway>[0] = {}) {
  const f = await startFixtureGateway(options);
  running.push(f);
  return f;
}

/** CreateApiKey → CreateUsagePlanKey → GetApiKey includeValue, as the subscribe handler does. */
async function subscribe(f: Fixture, service: string, stage: ProductStage, tier = 'Basic') {
  const { id } = await f.client.send(
    new CreateApiKeyCommand({ name: 'sub', enabled: true, value: newKeyValue(service, stage) }),
  );
  const usagePlanId = f.plan(service, stage, tier);
  await f.client.send(
    new CreateUsagePlanKeyCommand({ usagePlanId, keyId: id, keyType: 'API_KEY' }),
  );
  const key = await f.client.send(new GetApiKeyCommand({ apiKey: id, includeValue: true }));
  return { keyId: id!, value: key.value!, usagePlanId };
}

const statusUrl = (f: Fixture, service: string, stage: string) =>
  `${f.gateway.urls.productApis}/${f.ids.apiId(service)}/${stage}/v1/vehicles/WVW1/status`;

async function call(url: string, key?: string) {
  const res = await fetch(url, { headers: key ? { 'x-api-key': key } : {} });
  return {
    status: res.status,
    body: (await res.json()) as unknown,
    errorType: res.headers.get('x-amzn-errortype'),
    cors: res.headers.get('access-control-allow-origin'),
  };
}

describe('product APIs', () => {
  it("answers a subscribed key with the operation's mock example", async () => {
    const f = await start();
    const { value } = await subscribe(f, 'vehicle-status', 'sandbox');
    expect(await call(statusUrl(f, 'vehicle-status', 'sandbox'), value)).toEqual({
      status: 200,
      body: { vin: 'WVW1', fuel: 71 },
      errorType: null,
      cors: '*',
    });
  });

  it('throttles a burst of 300 with the Basic token bucket (burst 100, rate 200/s)', async () => {
    const f = await start();
    const { value } = await subscribe(f, 'vehicle-status', 'sandbox');
    const url = statusUrl(f, 'vehicle-status', 'sandbox');
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 300 }, () => call(url, value)));
    const elapsed = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200).length;
    const { burst, ratePerSecond } = usagePlans.Basic;
    expect(ok).toBeGreaterThanOrEqual(burst);
    expect(ok).toBeLessThanOrEqual(burst + ratePerSecond * elapsed + 1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toEqual({
        status: 429,
        body: { message: 'Too Many Requests' },
        errorType: 'TooManyRequestsException',
        cors: '*',
      });
    }
  });

  it('lets exactly the burst through when no time passes (injected clock)', async () => {
    const f = await start({ now: () => Date.parse('2026-05-10T12:00:00Z') });
    const { value } = await subscribe(f, 'vehicle-status', 'sandbox');
    const url = statusUrl(f, 'vehicle-status', 'sandbox');
    const answers = await Promise.all(Array.from({ length: 150 }, () => call(url, value)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(usagePlans.Basic.burst);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50);
  });

  it('refuses an unknown or disabled key, the key id, or a key of another service or stage: 403 saying which key to send', async () => {
    const f = await start();
    const { keyId, value } = await subscribe(f, 'vehicle-status', 'sandbox');
    const forbidden = {
      status: 403,
      body: {
        message:
          "Invalid API key: send the key shown on your application's page (Reveal) for this API and stage in the x-api-key header.",
      },
      errorType: 'ForbiddenException',
      cors: '*',
    };
    // The documented call with the key's id where its value belongs.
    expect(await call(statusUrl(f, 'vehicle-status', 'sandbox'), keyId)).toEqual(forbidden);
    const slots = `${f.gateway.urls.productApis}/${f.ids.apiId('parking-slots')}/sandbox/v1/slots`;
    // The plans are shared by both services: the authorizer keeps the key to its own.
    expect(await call(slots, value)).toEqual(forbidden);
    expect(await call(statusUrl(f, 'vehicle-status', 'prod'), value)).toEqual(forbidden);
    expect(await call(statusUrl(f, 'vehicle-status', 'sandbox'), 'x'.repeat(40))).toEqual(
      forbidden,
    );
    // Made for this service and stage, but no such key exists.
    const unknown = newKeyValue('vehicle-status', 'sandbox');
    expect(await call(statusUrl(f, 'vehicle-status', 'sandbox'), unknown)).toEqual(forbidden);
    await f.client.send(
      new UpdateApiKeyCommand({
        apiKey: keyId,
        patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }],
      }),
    );
    expect(await call(statusUrl(f, 'vehicle-status', 'sandbox'), value)).toEqual(forbidden);
  });

  it('answers 401 naming the x-api-key header to a call without a key (the authorizer’s identity source), and 200 once it is sent', async () => {
    const f = await start();
    const { value } = await subscribe(f, 'vehicle-status', 'sandbox');
    const url = statusUrl(f, 'vehicle-status', 'sandbox');
    const missing = {
      status: 401,
      body: { message: "Missing API key: send your application's key in the x-api-key header." },
      errorType: 'UnauthorizedException',
      cors: '*',
    };
    expect(await call(url)).toEqual(missing);
    expect(await call(url, value)).toMatchObject({ status: 200, body: { vin: 'WVW1', fuel: 71 } });
  });

  it('keeps a key of one service to it while both services share the plan', async () => {
    const f = await start();
    const a = await subscribe(f, 'vehicle-status', 'sandbox');
    const b = await subscribe(f, 'parking-slots', 'sandbox');
    expect(a.usagePlanId).toBe(b.usagePlanId);
    const slots = `${f.gateway.urls.productApis}/${f.ids.apiId('parking-slots')}/sandbox/v1/slots`;
    expect((await call(slots, b.value)).status).toBe(200);
    expect((await call(slots, a.value)).status).toBe(403);
    expect((await call(statusUrl(f, 'vehicle-status', 'sandbox'), a.value)).status).toBe(200);
    expect((await call(statusUrl(f, 'vehicle-status', 'sandbox'), b.value)).status).toBe(403);
  });

  it('answers 403 Missing Authentication Token for an unknown API, stage or resource', async () => {
    const f = await start();
    const { value } = await subscribe(f, 'vehicle-status', 'sandbox');
    const apiId = f.ids.apiId('vehicle-status');
    const base = f.gateway.urls.productApis;
    for (const url of [
      `${base}/zzzzzzzzzz/sandbox/v1/vehicles/WVW1/status`,
      `${base}/${apiId}/dev/v1/vehicles/WVW1/status`,
      `${base}/${apiId}/sandbox/v1/vehicles`,
      `${base}/${apiId}/sandbox/v2/vehicles/WVW1/status`,
    ]) {
      expect(await call(url, value)).toEqual({
        status: 403,
        body: { message: 'Missing Authentication Token' },
        errorType: 'MissingAuthenticationTokenException',
        cors: '*',
      });
    }
  });

  it('enforces the monthly quota (429 Limit Exceeded), counts only passed requests, and GetUsage reports them', async () => {
    let now = Date.parse('2026-05-31T23:00:00Z');
    const tiny = { ...usagePlans, Basic: { ...usagePlans.Basic, quotaPerMonth: 3 } };
    const f = await start({ planLimits: tiny, now: () => now });
    const { keyId, value, usagePlanId } = await subscribe(f, 'vehicle-status', 'sandbox');
    const url = statusUrl(f, 'vehicle-status', 'sandbox');
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(url, value)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await call(url, value)).toMatchObject({
      body: { message: 'Limit Exceeded' },
      errorType: 'LimitExceededException',
    });

    now = Date.parse('2026-06-01T00:00:01Z');
    expect((await call(url, value)).status).toBe(200);

    const usage = await f.client.send(
      new GetUsageCommand({ usagePlanId, keyId, startDate: '2026-05-30', endDate: '2026-06-01' }),
    );
    expect(usage).toMatchObject({ usagePlanId, startDate: '2026-05-30', endDate: '2026-06-01' });
    expect(usage.items).toEqual({
      [keyId]: [
        [0, 3],
        [3, 0],
        [1, 2],
      ],
    });
  });

  it('keeps keys, memberships and usage in dataDir across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-data-'));
    const first = await startFixtureGateway({ dataDir });
    const { keyId, value, usagePlanId } = await subscribe(first, 'vehicle-status', 'sandbox');
    expect((await call(statusUrl(first, 'vehicle-status', 'sandbox'), value)).status).toBe(200);
    await first.gateway.close();

    const second = await start({ dataDir });
    expect((await call(statusUrl(second, 'vehicle-status', 'sandbox'), value)).status).toBe(200);
    const today = utcDay(Date.now());
    const usage = await second.client.send(
      new GetUsageCommand({ usagePlanId, keyId, startDate: today, endDate: today }),
    );
    expect(usage.items?.[keyId]?.[0]?.[0]).toBe(2);
  });

  it('has no CORS preflight, like the deployed product APIs (no OPTIONS methods)', async () => {
    const f = await start();
    const res = await fetch(statusUrl(f, 'vehicle-status', 'sandbox'), { method: 'OPTIONS' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Missing Authentication Token' });
  });
});
