import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APIGatewayClient, GetApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tryOut, tryOutLimits, type TryOutBody } from '../../../shared/api/docs-operations';
import type { Service } from '../../../shared/domain/catalogue';
import {
  applicationId,
  category,
  service as serviceFixture,
  subscription,
} from '../../applications/testing/subscription-fixtures';
import { apiIdKey, categoryKey, serviceKey } from '../../catalogue/catalogue-keys';
import { subscriptionKey } from '../../applications/application-keys';
import { accessRequestKey } from '../../users/user-keys';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './docs-area';

/** What the fake product API saw of the last call. */
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let productApiUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      if (req.url?.includes('/moved')) {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (req.url?.includes('/photo')) {
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e]));
      } else {
        res
          .writeHead(200, {
            'content-type': 'application/json',
            'set-cookie': 'a=b',
            'x-amzn-requestid': 'r1',
          })
          .end('{"vin":"WVW1"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  productApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{apiId}/{stage}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

useTestEnvironment();
beforeEach(() => {
  vi.stubEnv('PRODUCT_API_URL', productApiUrl);
});

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);

const resource = (method: 'GET' | 'POST', path: string, name: string) => ({
  name,
  displayName: name,
  description: name,
  method,
  path,
  version: 'v1',
  apiStatus: 'active',
  response: { '200': 'OK' },
  authorizerType: 'apiKey' as const,
  generateTokenButton: 'disabled' as const,
});
const service: Service = {
  ...serviceFixture,
  resources: [
    resource('GET', '/v1/vehicles/{vin}/status', 'getStatus'),
    resource('GET', '/v1/vehicles/{vin}/moved', 'getMoved'),
    resource('GET', '/v1/vehicles/{vin}/photo', 'getPhoto'),
    resource('POST', '/v1/vehicles/{vin}/commands', 'sendCommand'),
  ],
};

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: apiIdKey('abc123') }).resolves({
    Item: { ...apiIdKey('abc123'), category: 'Partner', service: 'vehicle-status' },
  });
  ddb.on(GetCommand, { Key: serviceKey('Partner', 'vehicle-status') }).resolves({
    Item: { ...serviceKey('Partner', 'vehicle-status'), ...service },
  });
  ddb.on(GetCommand, { Key: categoryKey('Partner') }).resolves({
    Item: { ...categoryKey('Partner'), ...category({ requestAccess: true }) },
  });
  ddb.on(GetCommand, { Key: accessRequestKey(developerClaims.email, 'Partner') }).resolves({
    Item: { requestStatus: 'Approved' },
  });
  ddb
    .on(GetCommand, {
      Key: subscriptionKey(developerClaims.email, applicationId, 'vehicle-status', 'sandbox'),
    })
    .resolves({ Item: subscription() });
  gateway
    .on(GetApiKeyCommand, { apiKey: 'key-1' })
    .resolves({ id: 'key-1', value: 'secret-key-value' });
});

const base: TryOutBody = {
  apiId: 'abc123',
  stage: 'sandbox',
  method: 'GET',
  path: '/v1/vehicles/WVW1/status',
};
const mine = { applicationId, service: 'vehicle-status', stage: 'sandbox' as const };

const call = (body: TryOutBody, claims: Record<string, string> = developerClaims) =>
  handler(operationEvent(tryOut, { body, claims }));

describe('tryOut', () => {
  it("relays the call with the caller's key and token and describes the answer", async () => {
    const result = await call({
      ...base,
      query: { lang: 'en' },
      headers: {
        Accept: 'application/json',
        Cookie: 'portal=1',
        Host: 'evil.example',
        Connection: 'close',
        'X-Api-Key': 'other',
      },
      subscription: mine,
      token: 'access.jwt.token',
    });
    expect(result.statusCode).toBe(200);
    const answer = bodyOf(result);
    expect(answer).toMatchObject({
      status: 200,
      statusText: 'OK',
      sizeBytes: 14,
      body: '{"vin":"WVW1"}',
      bodyEncoding: 'text',
    });
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json',
      'x-amzn-requestid': 'r1',
    });
    expect(answer.headers).not.toHaveProperty('set-cookie');
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/abc123/sandbox/v1/vehicles/WVW1/status?lang=en');
    expect(seen.headers['x-api-key']).toBe('secret-key-value');
    expect(seen.headers.authorization).toBe('Bearer access.jwt.token');
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.host).toMatch(/^127\.0\.0\.1:/);
    expect(JSON.stringify(answer)).not.toContain('secret-key-value');
  });

  it('sends a body, decoded from base64 when it says so, with its content type', async () => {
    const result = await call({
      ...base,
      method: 'POST',
      path: '/v1/vehicles/WVW1/commands',
      body: Buffer.from('{"command":"lock"}').toString('base64'),
      bodyEncoding: 'base64',
      contentType: 'application/json',
    });
    expect(result.statusCode).toBe(200);
    expect(seen.body).toBe('{"command":"lock"}');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['x-api-key']).toBeUndefined();
  });

  it('returns a redirect as it is, never following it, and binary answers as base64', async () => {
    const moved = bodyOf(await call({ ...base, path: '/v1/vehicles/WVW1/moved' }));
    expect(moved).toMatchObject({ status: 302 });
    expect((moved.headers as Record<string, string>).location).toContain('169.254.169.254');
    const photo = bodyOf(await call({ ...base, path: '/v1/vehicles/WVW1/photo' }));
    expect(photo).toMatchObject({
      status: 200,
      sizeBytes: 3,
      bodyEncoding: 'base64',
      body: 'iVBO',
    });
  });

  it('refuses an API outside the catalogue, and paths outside the service operations (404)', async () => {
    const unknown = await call({ ...base, apiId: 'zzz999' });
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown).message).toMatch(/not in the catalogue/);
    for (const [method, path] of [
      ['GET', '/v1/vehicles/WVW1'],
      ['POST', '/v1/vehicles/WVW1/status'],
      ['GET', '/v1/vehicles/../status'],
      ['GET', '/v1/vehicles/%2e%2e/status'],
    ] as const) {
      const refused = await call({ ...base, method, path });
      expect(refused.statusCode, path).toBe(404);
      expect(bodyOf(refused).message).toMatch(/is not an operation of Vehicle status/);
    }
  });

  it('refuses an API of a service an admin unpublished (404), for admins too', async () => {
    ddb.on(GetCommand, { Key: serviceKey('Partner', 'vehicle-status') }).resolves({
      Item: { ...serviceKey('Partner', 'vehicle-status'), ...service, published: false },
    });
    for (const claims of [developerClaims, adminClaims]) {
      const refused = await call(base, claims);
      expect(refused.statusCode).toBe(404);
      expect(bodyOf(refused).message).toMatch(/not in the catalogue/);
    }
  });

  it("refuses try out on a category without the caller's approved access (403), not an admin", async () => {
    ddb.on(GetCommand, { Key: accessRequestKey(developerClaims.email, 'Partner') }).resolves({
      Item: { requestStatus: 'Pending' },
    });
    const refused = await call(base);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe(
      "Please request access for Partner to use the 'try out' feature for this service.",
    );
    expect((await call(base, adminClaims)).statusCode).toBe(200);
  });

  it("refuses a subscription that is not the caller's own to this service (404, 400)", async () => {
    const other = await call({
      ...base,
      subscription: { ...mine, applicationId: applicationId.replace('0b', '0c') },
    });
    expect(other.statusCode).toBe(404);
    const elsewhere = await call({ ...base, subscription: { ...mine, service: 'dealer-locator' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(gateway.commandCalls(GetApiKeyCommand)).toHaveLength(0);
  });

  it('refuses a body over the limit with 413', async () => {
    const result = await call({
      ...base,
      method: 'POST',
      path: '/v1/vehicles/WVW1/commands',
      body: Buffer.alloc(tryOutLimits.maxBodyBytes + 1).toString('base64'),
      bodyEncoding: 'base64',
    });
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).message).toMatch(/larger than the try-out limit/);
  });

  it("answers status 0 'Error' when the product API gives no answer in time", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      );
    const result = await call(base);
    expect(bodyOf(result)).toMatchObject({
      status: 0,
      statusText: 'Error',
      body: 'Error in getting data',
    });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.redirect).toBe('manual');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    fetchSpy.mockRestore();
  });

  it('refuses a header value HTTP cannot carry (400)', async () => {
    const result = await call({ ...base, headers: { 'X-Trace': 'a\r\nInjected: yes' } });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Header X-Trace has a value that cannot be sent');
  });

  it('needs a signed-in caller', async () => {
    const result = await handler(operationEvent(tryOut, { body: base }));
    expect(result.statusCode).toBe(401);
  });
});
