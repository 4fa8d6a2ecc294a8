import { newKeyValue } from '../../lambdas/product-keys/key-scope';
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetUsageCommand,
} from '@aws-sdk/client-api-gateway';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usagePlans } from '../../shared/plans';
import { callsWithBucketHeld } from '../support/throttle';

interface ServiceInfo {
  service: string;
  apiId: string;
  usagePlans: { id: string; stage: string; tier: string }[];
}
interface ApiInfo {
  method: string;
  path: string;
}

const urls = () => inject('cloud').urls;
let serviceA: ServiceInfo;
let serviceB: ServiceInfo;
let pathA: string;
let keyValue: string;
let keyId: string;
let basicPlanId: string;
let gateway: APIGatewayClient;

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${urls().portalApi}${path}`)).json()) as T;
}

beforeAll(async () => {
  const { items } = await json<{ items: ServiceInfo[] }>('/catalogue/categories/Customer/services');
  for (const service of items) {
    const detail = await json<{ apis: ApiInfo[] }>(
      `/catalogue/categories/Customer/services/${service.service}`,
    );
    const getApi = detail.apis.find((a) => a.method === 'GET');
    if (getApi) {
      serviceA = service;
      pathA = getApi.path.replace(/\{[^}]+\}/g, 'TEST1234');
      break;
    }
  }
  serviceB = items.find((s) => s.service !== serviceA.service)!;
  gateway = new APIGatewayClient({
    endpoint: urls().controlPlane,
    region: 'us-east-1',
    maxAttempts: 1,
  });
  // A key as the applications area makes one: its value names its service and stage.
  const key = await gateway.send(
    new CreateApiKeyCommand({
      name: 'it-basic',
      enabled: true,
      value: newKeyValue(serviceA.service, 'sandbox'),
    }),
  );
  keyId = key.id!;
  keyValue = key.value!;
  const basicSandbox = serviceA.usagePlans.find(
    (p) => p.stage === 'sandbox' && p.tier === 'Basic',
  )!;
  basicPlanId = basicSandbox.id;
  await gateway.send(
    new CreateUsagePlanKeyCommand({ usagePlanId: basicSandbox.id, keyId, keyType: 'API_KEY' }),
  );
});

const call = (apiId: string, stage: string, path: string, key?: string) =>
  fetch(`${urls().productApis}/${apiId}/${stage}${path}`, {
    headers: key ? { 'x-api-key': key } : {},
  });

describe("the maker's APIs behind keys and usage plans", () => {
  it('answers 401 without a key, 403 with an unknown key or a key of another service or stage', async () => {
    expect((await call(serviceA.apiId, 'sandbox', pathA)).status).toBe(401);
    expect((await call(serviceA.apiId, 'sandbox', pathA, 'not-a-key')).status).toBe(403);
    expect((await call(serviceB.apiId, 'sandbox', pathA, keyValue)).status).toBe(403);
    expect((await call(serviceA.apiId, 'prod', pathA, keyValue)).status).toBe(403);
  });

  it('serves the example response to a key in the plan', async () => {
    const response = await call(serviceA.apiId, 'sandbox', pathA, keyValue);
    expect(response.status).toBeLessThan(300);
    expect(await response.json()).toBeTruthy();
  });

  it('throttles a Basic key: with its bucket full and held, exactly the burst of 300 calls pass, the rest get 429 "Too Many Requests"', async () => {
    const basic = usagePlans.Basic;
    const calls = await callsWithBucketHeld(
      () => call(serviceA.apiId, 'sandbox', pathA, keyValue),
      { usagePlanId: basicPlanId, keyId, bucket: basic },
      300,
    );
    expect(calls).toEqual({
      ok: basic.burst,
      limited: 300 - basic.burst,
      others: [],
      limitedBody: { message: 'Too Many Requests' },
    });
  });

  it('counts the calls that passed per key per day, as GetUsage reports', async () => {
    const plan = serviceA.usagePlans.find((p) => p.stage === 'sandbox' && p.tier === 'Basic')!;
    const today = new Date().toISOString().slice(0, 10);
    const usage = await gateway.send(
      new GetUsageCommand({ usagePlanId: plan.id, keyId, startDate: today, endDate: today }),
    );
    const [[used, remaining]] = usage.items?.[keyId] as [[number, number]];
    expect(used).toBeGreaterThan(100);
    expect(used + remaining).toBe(usagePlans.Basic.quotaPerMonth);
  });
});
