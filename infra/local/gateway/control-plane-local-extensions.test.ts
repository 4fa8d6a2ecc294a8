import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetUsageCommand,
  GetUsagePlanCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../testing/aws-rejection';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;

beforeAll(async () => {
  f = await startFixtureGateway();
});
afterAll(() => f.gateway.close());

describe('injected faults (local only)', () => {
  const arm = (fault: Record<string, unknown>) =>
    fetch(`${f.gateway.urls.controlPlane}/_local/faults`, {
      method: 'POST',
      body: JSON.stringify(fault),
    });

  it('fails the next calls of one operation as armed, then serves it again', async () => {
    const armed = await arm({
      operation: 'POST /usageplans/{usagePlanId}/keys',
      times: 2,
      status: 429,
      type: 'TooManyRequestsException',
    });
    expect(armed.status).toBe(201);
    const key = await f.client.send(new CreateApiKeyCommand({ name: 'faulty', enabled: true }));
    const add = () =>
      f.client.send(
        new CreateUsagePlanKeyCommand({
          usagePlanId: f.plan('vehicle-status', 'sandbox', 'Basic'),
          keyId: key.id,
          keyType: 'API_KEY',
        }),
      );
    for (let i = 0; i < 2; i++) {
      expect(await rejection(add())).toMatchObject({
        name: 'TooManyRequestsException',
        status: 429,
      });
    }
    expect((await add()).id).toBe(key.id);
  });

  it('spares calls on other paths when the fault names one', async () => {
    const basic = f.plan('parking-slots', 'sandbox', 'Basic');
    const premium = f.plan('parking-slots', 'sandbox', 'Premium');
    await arm({ operation: 'GET /usageplans/{usagePlanId}', path: `/usageplans/${premium}` });
    const plan = await f.client.send(new GetUsagePlanCommand({ usagePlanId: basic }));
    expect(plan.id).toBe(basic);
    const refused = f.client.send(new GetUsagePlanCommand({ usagePlanId: premium }));
    expect(await rejection(refused)).toMatchObject({ status: 500 });
  });

  it('refuses a fault without an operation', async () => {
    expect((await arm({ times: 1 })).status).toBe(400);
  });
});

describe('seeded usage (local only)', () => {
  const seed = (body: Record<string, unknown>) =>
    fetch(`${f.gateway.urls.controlPlane}/_local/usage`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  it("counts calls of a key in its plan on a day, as GetUsage then reports (and the quota's remaining)", async () => {
    const usagePlanId = f.plan('vehicle-status', 'sandbox', 'Basic');
    const key = await f.client.send(new CreateApiKeyCommand({ name: 'seeded', enabled: true }));
    await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId, keyId: key.id, keyType: 'API_KEY' }),
    );
    const seeded = await seed({ usagePlanId, keyId: key.id, calls: 250, date: '2026-03-02' });
    expect(seeded.status).toBe(201);
    const usage = await f.client.send(
      new GetUsageCommand({
        usagePlanId,
        keyId: key.id,
        startDate: '2026-03-01',
        endDate: '2026-03-02',
      }),
    );
    expect(usage.items?.[key.id!]).toEqual([
      [0, 100_000],
      [250, 99_750],
    ]);
  });

  it('refuses a key that is not in the plan, and a count that is not a whole number', async () => {
    const usagePlanId = f.plan('vehicle-status', 'sandbox', 'Basic');
    expect((await seed({ usagePlanId, keyId: 'nope', calls: 1 })).status).toBe(404);
    const key = await f.client.send(new CreateApiKeyCommand({ name: 'seeded-2', enabled: true }));
    await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId, keyId: key.id, keyType: 'API_KEY' }),
    );
    expect((await seed({ usagePlanId, keyId: key.id, calls: 1.5 })).status).toBe(400);
  });
});

describe('a held bucket clock (local only)', () => {
  const hold = (body: Record<string, unknown>) =>
    fetch(`${f.gateway.urls.controlPlane}/_local/throttle`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  it("holds and releases a key's bucket in its plan; refuses a key not in it and a bad flag", async () => {
    const usagePlanId = f.plan('vehicle-status', 'sandbox', 'Basic');
    expect((await hold({ usagePlanId, keyId: 'nope', held: true })).status).toBe(404);
    const key = await f.client.send(new CreateApiKeyCommand({ name: 'held', enabled: true }));
    await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId, keyId: key.id, keyType: 'API_KEY' }),
    );
    expect((await hold({ usagePlanId, keyId: key.id, held: 'yes' })).status).toBe(400);
    const held = await hold({ usagePlanId, keyId: key.id, held: true });
    expect(held.status).toBe(200);
    expect(await held.json()).toEqual({ usagePlanId, keyId: key.id, held: true });
    expect((await hold({ usagePlanId, keyId: key.id, held: false })).status).toBe(200);
  });
});
