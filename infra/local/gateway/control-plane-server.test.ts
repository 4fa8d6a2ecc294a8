import { productApiKeyMessages } from '../../../shared/messages';
import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetApiKeyCommand,
  GetApiKeysCommand,
  GetExportCommand,
  GetUsagePlanCommand,
  GetUsagePlanKeysCommand,
  GetUsagePlansCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../testing/aws-rejection';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;

beforeAll(async () => {
  // Creates keys back to back with no retries: CreateApiKey's 5 a second is tested on its own.
  f = await startFixtureGateway({
    quotas: { createApiKeyPerSecond: 1000, createApiKeyBurst: 1000 },
  });
});
afterAll(() => f.gateway.close());

describe('API keys', () => {
  it('creates a key (disabled unless asked) and reads it back with or without its value', async () => {
    const created = await f.client.send(
      new CreateApiKeyCommand({ name: 'app-1', customerId: 'user-1', description: 'd' }),
    );
    expect(created.id).toMatch(/^[a-z0-9]{10}$/);
    expect(created.value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(created.enabled).toBe(false);
    expect(created.createdDate).toBeInstanceOf(Date);
    expect(Math.abs(created.createdDate!.getTime() - Date.now())).toBeLessThan(5000);

    const plain = await f.client.send(new GetApiKeyCommand({ apiKey: created.id }));
    expect(plain).toMatchObject({ id: created.id, name: 'app-1', customerId: 'user-1' });
    expect(plain.value).toBeUndefined();
    const withValue = await f.client.send(
      new GetApiKeyCommand({ apiKey: created.id, includeValue: true }),
    );
    expect(withValue.value).toBe(created.value);
  });

  it('takes a chosen value, and refuses it twice', async () => {
    const value = 'chosen-value-0123456789';
    const created = await f.client.send(
      new CreateApiKeyCommand({ name: 'v', value, enabled: true }),
    );
    expect(created).toMatchObject({ value, enabled: true });
    expect(await rejection(f.client.send(new CreateApiKeyCommand({ value })))).toEqual({
      name: 'ConflictException',
      message: 'API Key already exists',
      status: 409,
    });
  });

  it('lists keys by name prefix and customer, with values on request, page by page', async () => {
    for (const name of ['list-a', 'list-b', 'list-c']) {
      await f.client.send(new CreateApiKeyCommand({ name, customerId: 'lister' }));
    }
    const first = await f.client.send(
      new GetApiKeysCommand({ nameQuery: 'list-', customerId: 'lister', limit: 2 }),
    );
    expect(first.items?.map((k) => k.name)).toEqual(['list-a', 'list-b']);
    expect(first.items?.[0]?.value).toBeUndefined();
    expect(first.position).toBeTruthy();
    const second = await f.client.send(
      new GetApiKeysCommand({
        nameQuery: 'list-',
        customerId: 'lister',
        includeValues: true,
        position: first.position,
      }),
    );
    expect(second.items?.map((k) => k.name)).toEqual(['list-c']);
    expect(second.items?.[0]?.value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(second.position).toBeUndefined();
  });

  it("keeps a key's tags and answers them on create, read and list, as API Gateway does", async () => {
    const tags = { deployment: 'Marque-local-dev', service: 'vehicle-status' };
    const created = await f.client.send(new CreateApiKeyCommand({ name: 'tagged-1', tags }));
    expect(created.tags).toEqual(tags);
    expect((await f.client.send(new GetApiKeyCommand({ apiKey: created.id }))).tags).toEqual(tags);
    const { items } = await f.client.send(
      new GetApiKeysCommand({ nameQuery: 'tagged-', limit: 500 }),
    );
    expect(items?.map((key) => [key.id, key.tags])).toEqual([[created.id, tags]]);
    const res = await fetch(`${f.gateway.urls.controlPlane}/apikeys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'tagged-2', tags: { deployment: 7 } }),
    });
    expect(res.status).toBe(400);
    const { items: after } = await f.client.send(new GetApiKeysCommand({ nameQuery: 'tagged-2' }));
    expect(after).toEqual([]);
  });

  it('patches enabled, name and description', async () => {
    const { id } = await f.client.send(new CreateApiKeyCommand({ name: 'old', enabled: true }));
    const updated = await f.client.send(
      new UpdateApiKeyCommand({
        apiKey: id,
        patchOperations: [
          { op: 'replace', path: '/enabled', value: 'false' },
          { op: 'replace', path: '/name', value: 'new' },
          { op: 'replace', path: '/description', value: 'renamed' },
        ],
      }),
    );
    expect(updated).toMatchObject({ id, enabled: false, name: 'new', description: 'renamed' });
    const bad = await rejection(
      f.client.send(
        new UpdateApiKeyCommand({ apiKey: id, patchOperations: [{ op: 'remove', path: '/x' }] }),
      ),
    );
    expect(bad).toMatchObject({ name: 'BadRequestException', status: 400 });
  });

  it('answers NotFoundException for an unknown key', async () => {
    expect(await rejection(f.client.send(new GetApiKeyCommand({ apiKey: 'nope' })))).toEqual({
      name: 'NotFoundException',
      message: 'Invalid API Key identifier specified',
      status: 404,
    });
  });
});

describe('usage plans', () => {
  it("lists the deployment's 8 plans, each over every service's stage, with the limits of shared/plans.ts", async () => {
    const plans = await f.client.send(new GetUsagePlansCommand({}));
    expect(plans.items).toHaveLength(8);
    const basic = await f.client.send(
      new GetUsagePlanCommand({ usagePlanId: f.plan('vehicle-status', 'sandbox', 'Basic') }),
    );
    expect(basic).toMatchObject({
      name: 'Marque-local-sandbox-Basic',
      apiStages: [
        { apiId: f.ids.apiId('vehicle-status'), stage: 'sandbox' },
        { apiId: f.ids.apiId('parking-slots'), stage: 'sandbox' },
      ],
      throttle: { burstLimit: 100, rateLimit: 200 },
      quota: { limit: 100_000, offset: 0, period: 'MONTH' },
    });
    const page = await f.client.send(new GetUsagePlansCommand({ limit: 5 }));
    expect(page.items).toHaveLength(5);
    expect(page.position).toBeTruthy();
    const unknown = await rejection(f.client.send(new GetUsagePlanCommand({ usagePlanId: 'zzz' })));
    expect(unknown).toMatchObject({ name: 'NotFoundException', status: 404 });
  });

  it('adds a key to one plan per API stage, lists, removes, and forgets it when deleted', async () => {
    const { id: keyId } = await f.client.send(new CreateApiKeyCommand({ name: 'member' }));
    const basic = f.plan('vehicle-status', 'sandbox', 'Basic');
    const standard = f.plan('vehicle-status', 'sandbox', 'Standard');
    const prod = f.plan('vehicle-status', 'prod', 'Basic');

    const added = await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: basic, keyId, keyType: 'API_KEY' }),
    );
    expect(added).toMatchObject({ id: keyId, type: 'API_KEY', name: 'member' });
    const again = new CreateUsagePlanKeyCommand({ usagePlanId: basic, keyId, keyType: 'API_KEY' });
    expect(await rejection(f.client.send(again))).toMatchObject({ name: 'ConflictException' });
    const sameStage = new CreateUsagePlanKeyCommand({
      usagePlanId: standard,
      keyId,
      keyType: 'API_KEY',
    });
    expect(await rejection(f.client.send(sameStage))).toMatchObject({
      name: 'ConflictException',
      status: 409,
    });
    await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: prod, keyId, keyType: 'API_KEY' }),
    );

    const holding = await f.client.send(new GetUsagePlansCommand({ keyId }));
    expect(holding.items?.map((p) => p.id).sort()).toEqual([basic, prod].sort());
    const members = await f.client.send(new GetUsagePlanKeysCommand({ usagePlanId: basic }));
    expect(members.items?.map((k) => k.id)).toContain(keyId);

    await f.client.send(new DeleteUsagePlanKeyCommand({ usagePlanId: prod, keyId }));
    expect(
      (await f.client.send(new GetUsagePlansCommand({ keyId }))).items?.map((p) => p.id),
    ).toEqual([basic]);
    await f.client.send(new DeleteApiKeyCommand({ apiKey: keyId }));
    expect((await f.client.send(new GetUsagePlansCommand({ keyId }))).items).toEqual([]);
    const after = await f.client.send(new GetUsagePlanKeysCommand({ usagePlanId: basic }));
    expect(after.items?.map((k) => k.id) ?? []).not.toContain(keyId);
  });
});

describe('exports', () => {
  const exportOf = async (
    restApiId: string,
    stageName: string,
    exportType: string,
    extensions?: string,
  ) => {
    const out = await f.client.send(
      new GetExportCommand({
        restApiId,
        stageName,
        exportType,
        ...(extensions && { parameters: { extensions } }),
      }),
    );
    expect(out.contentType).toBe('application/json');
    return JSON.parse(Buffer.from(out.body!).toString('utf8'));
  };

  it('returns the imported document with servers on the local product API stage', async () => {
    const apiId = f.ids.apiId('vehicle-status');
    const doc = await exportOf(apiId, 'sandbox', 'oas30');
    const operation = doc.paths['/v1/vehicles/{vin}/status'].get;
    expect(operation.operationId).toBe('vehicle-statusGet');
    expect(operation.security).toEqual([{ api_key: [] }]);
    // What API Gateway holds was imported without examples and x-marque-* extensions.
    expect(JSON.stringify(doc)).not.toMatch(/example|x-marque|x-amazon-apigateway/);
    expect(doc.servers).toEqual([
      {
        url: `${f.gateway.urls.productApis}/${apiId}/{basePath}`,
        variables: { basePath: { default: '/sandbox' } },
      },
    ]);
    const server = doc.servers[0];
    const base = server.url.replace('{basePath}', server.variables.basePath.default);
    const res = await fetch(`${base}/v1/vehicles/W1/status`);
    expect(res.status).toBe(401); // reachable, and asks for a key
    expect(await res.json()).toEqual({ message: productApiKeyMessages.missingKey });
  });

  it('adds the API Gateway extensions on request', async () => {
    const doc = await exportOf(f.ids.apiId('vehicle-status'), 'prod', 'oas30', 'integrations');
    const integration =
      doc.paths['/v1/vehicles/{vin}/status'].get['x-amazon-apigateway-integration'];
    expect(integration).toMatchObject({ type: 'mock' });
  });

  it('renders swagger 2.0 too, and refuses unknown APIs and stages', async () => {
    const apiId = f.ids.apiId('parking-slots');
    const doc = await exportOf(apiId, 'prod', 'swagger');
    expect(doc).toMatchObject({
      swagger: '2.0',
      basePath: `/${apiId}/prod`,
      securityDefinitions: { api_key: { type: 'apiKey', name: 'x-api-key', in: 'header' } },
    });
    expect(doc.paths['/v1/slots'].get.responses['200'].description).toBe('OK');
    const unknownApi = new GetExportCommand({
      restApiId: 'nope',
      stageName: 'prod',
      exportType: 'oas30',
    });
    expect(await rejection(f.client.send(unknownApi))).toMatchObject({ name: 'NotFoundException' });
    const unknownStage = new GetExportCommand({
      restApiId: apiId,
      stageName: 'dev',
      exportType: 'oas30',
    });
    expect(await rejection(f.client.send(unknownStage))).toMatchObject({
      name: 'NotFoundException',
    });
  });
});
