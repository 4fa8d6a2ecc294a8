import { newKeyValue } from '../../lambdas/product-keys/key-scope';
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productApiKeyMessages } from '../../shared/messages';
import {
  customerAppId,
  customerAppIdHeader,
  customerAuthenticationService,
  customerPaths,
} from '../../shared/customer-sign-in';
import { messagesTo } from '../support/outbox';

interface ServiceInfo {
  service: string;
  apiId: string;
  usagePlans: { id: string; stage: string; tier: string }[];
}

const urls = () => inject('cloud').urls;
let gateway: APIGatewayClient;
const services = new Map<string, ServiceInfo>();

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${urls().portalApi}${path}`)).json()) as T;
}

/** A sandbox Basic key of the service, as the applications area makes one. */
async function subscribe(service: string): Promise<string> {
  const info = services.get(service);
  if (!info) throw new Error(`${service} is not in the catalogue`);
  const plan = info.usagePlans.find((p) => p.stage === 'sandbox' && p.tier === 'Basic');
  const created = await gateway.send(
    new CreateApiKeyCommand({
      name: `it-token-${service}`,
      enabled: true,
      value: newKeyValue(service, 'sandbox'),
    }),
  );
  await gateway.send(
    new CreateUsagePlanKeyCommand({ usagePlanId: plan!.id, keyId: created.id, keyType: 'API_KEY' }),
  );
  return created.value!;
}

const call = async (service: string, path: string, headers: Record<string, string>) => {
  const response = await fetch(
    `${urls().productApis}/${services.get(service)!.apiId}/sandbox${path}`,
    { headers },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A newly registered customer's access token, by mobile OTP through Customer Authentication. */
async function customerAccessToken(): Promise<string> {
  const key = await subscribe(customerAuthenticationService);
  const base = `${urls().productApis}/${services.get(customerAuthenticationService)!.apiId}/sandbox`;
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, ...extra },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await post(customerPaths.sendOtp, { mobile });
  const [text] = await messagesTo(urls().outbox, `+91${mobile}`);
  const otp = /\b(\d{6})\b/.exec(text?.text ?? '')?.[1];
  const verified = await post(customerPaths.verifyOtp, { otp, contactInfo: mobile });
  const registered = await post(
    customerPaths.register,
    {
      uuid: verified.uuid,
      customerRegisterReqDto: { firstName: 'Ravi', lastName: 'Kumar', mobile },
    },
    { [customerAppIdHeader]: customerAppId },
  );
  expect(registered).toMatchObject({ status: 'TOKEN_RECEIVED', accessToken: expect.any(String) });
  return String(registered.accessToken);
}

beforeAll(async () => {
  const { items: categories } = await json<{ items: { name: string }[] }>('/catalogue/categories');
  for (const category of categories) {
    const { items } = await json<{ items: ServiceInfo[] }>(
      `/catalogue/categories/${encodeURIComponent(category.name)}/services`,
    );
    for (const item of items) services.set(item.service, item);
  }
  gateway = new APIGatewayClient({
    endpoint: urls().controlPlane,
    region: 'us-east-1',
    maxAttempts: 1,
  });
});

afterAll(() => gateway.destroy());

describe("the maker's customer-token operations through the local gateway", () => {
  it('answer 401 without a customer token or with a forged one, 200 with a signed-in customer’s', async () => {
    const key = await subscribe('vehicle-status');
    // GET /v1/vehicles/{vin}/status: x-marque-authorizer customerToken in its OpenAPI file.
    const status = '/v1/vehicles/MA3TEST0000000001/status';
    const unauthorized = {
      status: 401,
      body: { message: productApiKeyMessages.missingKeyOrToken },
    };
    expect(await call('vehicle-status', status, { 'x-api-key': key })).toEqual(unauthorized);
    expect(
      await call('vehicle-status', status, { 'x-api-key': key, authorization: 'Bearer forged' }),
    ).toEqual(unauthorized);

    const token = await customerAccessToken();
    const answered = await call('vehicle-status', status, {
      'x-api-key': key,
      authorization: `Bearer ${token}`,
    });
    expect(answered.status).toBe(200);
  });

  it('leave operations without that authorizer on the key alone', async () => {
    const key = await subscribe('dealer-locator');
    // GET /v1/dealers: x-marque-authorizer apiKey.
    expect((await call('dealer-locator', '/v1/dealers', { 'x-api-key': key })).status).toBe(200);
  });
});
