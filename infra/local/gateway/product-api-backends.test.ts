import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetApiKeyCommand,
  GetUsageCommand,
} from '@aws-sdk/client-api-gateway';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productApiKeyMessages } from '../../../shared/messages';
import { startFixtureGateway } from '../testing/fixture-gateway';
import { utcDay } from './quota-and-usage';
import type { InvokeProductBackend } from './product-api-server';
import { newKeyValue } from '../../../lambdas/product-keys/key-scope';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;
let events: APIGatewayProxyEvent[];
let answer: InvokeProductBackend;

beforeEach(async () => {
  events = [];
  answer = async () => ({
    statusCode: 201,
    headers: { 'content-type': 'text/plain', 'x-backend': 'vehicle-status' },
    body: 'from the backend',
  });
  f = await startFixtureGateway({
    productBackends: {
      'vehicle-status': async (event) => {
        events.push(event);
        return answer(event);
      },
    },
  });
});

afterEach(async () => {
  await f.gateway.close();
});

async function subscribe(service: string) {
  const { id } = await f.client.send(
    new CreateApiKeyCommand({
      name: 'sub',
      enabled: true,
      value: newKeyValue(service, 'sandbox'),
    }),
  );
  const usagePlanId = f.plan(service, 'sandbox', 'Basic');
  await f.client.send(
    new CreateUsagePlanKeyCommand({ usagePlanId, keyId: id, keyType: 'API_KEY' }),
  );
  const key = await f.client.send(new GetApiKeyCommand({ apiKey: id, includeValue: true }));
  return { keyId: id!, value: key.value!, usagePlanId };
}

const base = () => `${f.gateway.urls.productApis}/${f.ids.apiId('vehicle-status')}/sandbox`;

describe('product APIs with a backend', () => {
  it('refuses a call without a key (401) or with an unknown one (403) before the backend is ever called', async () => {
    const res = await fetch(`${base()}/v1/vehicles/WVW1/status`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: productApiKeyMessages.missingKey });
    const unknown = await fetch(`${base()}/v1/vehicles`, { headers: { 'x-api-key': 'x' } });
    expect(unknown.status).toBe(403);
    expect(events).toEqual([]);
  });

  it("relays the backend's answer as is and counts the call as usage", async () => {
    const { keyId, value, usagePlanId } = await subscribe('vehicle-status');
    const res = await fetch(`${base()}/v1/vehicles/WVW1/status?lang=en`, {
      headers: { 'x-api-key': value },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-backend')).toBe('vehicle-status');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.text()).toBe('from the backend');

    const today = utcDay(Date.now());
    const usage = await f.client.send(
      new GetUsageCommand({ usagePlanId, keyId, startDate: today, endDate: today }),
    );
    expect(usage.items?.[keyId]?.[0]?.[0]).toBe(1);
  });

  it('calls the backend with the Lambda proxy event API Gateway sends', async () => {
    const { keyId, value } = await subscribe('vehicle-status');
    const host = new URL(f.gateway.urls.productApis).host;
    await fetch(`${base()}/v1/vehicles/WVW1/status?lang=en`, {
      headers: { 'x-api-key': value, 'X-Trace': 't-1' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      resource: '/v1/vehicles/{vin}/status',
      path: '/v1/vehicles/WVW1/status',
      httpMethod: 'GET',
      pathParameters: { vin: 'WVW1' },
      queryStringParameters: { lang: 'en' },
      body: null,
      headers: { 'X-Forwarded-Proto': 'http', 'x-api-key': value, 'X-Trace': 't-1' },
      requestContext: {
        stage: 'sandbox',
        domainName: host,
        apiId: f.ids.apiId('vehicle-status'),
        path: '/sandbox/v1/vehicles/WVW1/status',
        resourcePath: '/v1/vehicles/{vin}/status',
        identity: { apiKey: value, apiKeyId: keyId },
      },
    });
    expect(events[0]?.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the mocks for a service without a backend', async () => {
    const { value } = await subscribe('parking-slots');
    const slots = `${f.gateway.urls.productApis}/${f.ids.apiId('parking-slots')}/sandbox/v1/slots`;
    const res = await fetch(slots, { headers: { 'x-api-key': value } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [{ id: 's1', free: true }] });
    expect(events).toEqual([]);
  });

  it("answers 502 when the backend's function fails or answers no proxy result", async () => {
    const { value } = await subscribe('vehicle-status');
    const call = () =>
      fetch(`${base()}/v1/vehicles/WVW1/status`, { headers: { 'x-api-key': value } });
    answer = async () => {
      throw new Error('boom');
    };
    const failed = await call();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'Internal server error' });
    answer = async () => ({ body: 'no status' });
    expect((await call()).status).toBe(502);
  });
});
