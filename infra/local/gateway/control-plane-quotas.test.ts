import {
  CreateApiKeyCommand,
  DeleteApiKeyCommand,
  DeleteClientCertificateCommand,
  GenerateClientCertificateCommand,
  GetApiKeysCommand,
  GetClientCertificatesCommand,
} from '@aws-sdk/client-api-gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { awsQuotas } from '../../../shared/aws-quotas';
import { rejection } from '../testing/aws-rejection';
import { startFixtureGateway } from '../testing/fixture-gateway';
import { awsControlPlaneQuotas, ControlPlaneQuotas } from './control-plane-quotas';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture | undefined;
afterEach(async () => {
  await f?.gateway.close();
  f = undefined;
});

/** A clock the test moves by hand: no waiting for the bucket to refill. */
function manualClock(start = Date.parse('2026-11-28T04:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('ControlPlaneQuotas', () => {
  it("defaults to AWS's documented values", () => {
    expect(awsControlPlaneQuotas).toEqual({
      apiKeys: 10_000,
      usagePlans: 300,
      clientCertificates: 60,
      createApiKeyPerSecond: 5,
      createApiKeyBurst: 5,
      updateApiKeyPerSecond: 10,
      updateApiKeyBurst: 40,
    });
    expect(new ControlPlaneQuotas(Date.now).current().apiKeys).toBe(awsQuotas.apiKeys.limit);
  });

  it('refuses the key past the quota and the certificate past the quota, not before', () => {
    const quotas = new ControlPlaneQuotas(Date.now);
    expect(() => quotas.beforeCreateApiKey(9_999)).not.toThrow();
    expect(() => quotas.beforeCreateApiKey(10_000)).toThrow(
      expect.objectContaining({ type: 'LimitExceededException', status: 429 }),
    );
    expect(() => quotas.beforeGenerateClientCertificate(59)).not.toThrow();
    expect(() => quotas.beforeGenerateClientCertificate(60)).toThrow(
      expect.objectContaining({ type: 'LimitExceededException', status: 429 }),
    );
  });

  it("throttles UpdateApiKey beyond the account's total operations: a burst of 40, then 10 a second", () => {
    const clock = manualClock();
    const quotas = new ControlPlaneQuotas(clock.now);
    for (let i = 0; i < 40; i++) quotas.beforeUpdateApiKey();
    expect(() => quotas.beforeUpdateApiKey()).toThrow(
      expect.objectContaining({ type: 'TooManyRequestsException', status: 429 }),
    );
    clock.advance(100);
    expect(() => quotas.beforeUpdateApiKey()).not.toThrow();
  });

  it('throttles CreateApiKey beyond 5 a second, and serves again as the bucket refills', () => {
    const clock = manualClock();
    const quotas = new ControlPlaneQuotas(clock.now);
    for (let i = 0; i < 5; i++) quotas.beforeCreateApiKey(i);
    expect(() => quotas.beforeCreateApiKey(5)).toThrow(
      expect.objectContaining({ type: 'TooManyRequestsException', status: 429 }),
    );
    clock.advance(199);
    expect(() => quotas.beforeCreateApiKey(5)).toThrow(
      expect.objectContaining({ type: 'TooManyRequestsException' }),
    );
    clock.advance(1);
    expect(() => quotas.beforeCreateApiKey(5)).not.toThrow();
  });

  it('refuses more usage plans than the quota', () => {
    const quotas = new ControlPlaneQuotas(Date.now);
    expect(() => quotas.assertUsagePlansFit(300)).not.toThrow();
    expect(() => quotas.assertUsagePlansFit(301)).toThrow(/Usage plan limit exceeded/);
  });

  it('is lowered and restored while running; bad values change nothing', () => {
    const quotas = new ControlPlaneQuotas(Date.now, { apiKeys: 3 });
    expect(quotas.set({ clientCertificates: 2 })).toMatchObject({
      apiKeys: 3,
      clientCertificates: 2,
    });
    expect(() => quotas.set({ apiKeys: 0 })).toThrow(/apiKeys: a whole number from 1/);
    expect(quotas.current().apiKeys).toBe(3);
    expect(quotas.set({ reset: true })).toEqual(awsControlPlaneQuotas);
  });
});

describe('the control plane answers as API Gateway does', () => {
  it('refuses the key past a lowered quota: 429 LimitExceededException, nothing made', async () => {
    f = await startFixtureGateway({ quotas: { apiKeys: 2 } });
    const client = f.client;
    await client.send(new CreateApiKeyCommand({ name: 'one' }));
    const second = await client.send(new CreateApiKeyCommand({ name: 'two' }));
    const refused = await rejection(client.send(new CreateApiKeyCommand({ name: 'three' })));
    expect(refused).toEqual({
      name: 'LimitExceededException',
      status: 429,
      message: 'API key limit exceeded: 2 API keys per account and Region',
    });
    expect((await client.send(new GetApiKeysCommand({}))).items).toHaveLength(2);
    // A deleted key frees its place.
    await client.send(new DeleteApiKeyCommand({ apiKey: second.id }));
    await client.send(new CreateApiKeyCommand({ name: 'three' }));
  });

  it('throttles the sixth CreateApiKey within a second: 429 TooManyRequestsException', async () => {
    const clock = manualClock();
    f = await startFixtureGateway({ now: clock.now });
    for (let i = 0; i < 5; i++) await f.client.send(new CreateApiKeyCommand({ name: `k${i}` }));
    const response = await fetch(`${f.gateway.urls.controlPlane}/apikeys`, {
      method: 'POST',
      body: JSON.stringify({ name: 'k5' }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('x-amzn-errortype')).toBe('TooManyRequestsException');
    expect(await response.json()).toEqual({ message: 'Too Many Requests' });
    expect((await f.client.send(new GetApiKeysCommand({}))).items).toHaveLength(5);
    clock.advance(1_000);
    await f.client.send(new CreateApiKeyCommand({ name: 'k5' }));
  });

  it('refuses the certificate past a lowered quota; the quota is settable at run time', async () => {
    f = await startFixtureGateway();
    const set = await fetch(`${f.gateway.urls.controlPlane}/_local/quotas`, {
      method: 'POST',
      body: JSON.stringify({ clientCertificates: 1 }),
    });
    expect(await set.json()).toMatchObject({ clientCertificates: 1, apiKeys: 10_000 });
    const first = await f.client.send(new GenerateClientCertificateCommand({}));
    const refused = await rejection(f.client.send(new GenerateClientCertificateCommand({})));
    expect(refused).toMatchObject({ name: 'LimitExceededException', status: 429 });
    expect((await f.client.send(new GetClientCertificatesCommand({}))).items).toHaveLength(1);
    await f.client.send(
      new DeleteClientCertificateCommand({ clientCertificateId: first.clientCertificateId }),
    );
    await f.client.send(new GenerateClientCertificateCommand({}));
  });

  it('will not start with more usage plans than the quota', async () => {
    await expect(startFixtureGateway({ quotas: { usagePlans: 1 } })).rejects.toThrow(
      /Usage plan limit exceeded/,
    );
  });
});
