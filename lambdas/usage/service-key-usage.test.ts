import {
  APIGatewayClient,
  GetUsageCommand,
  GetUsagePlanKeysCommand,
} from '@aws-sdk/client-api-gateway';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { readServiceKeyUsage, type ServiceKeyDays } from './service-key-usage';
import {
  answerPlans,
  planOf,
  plansRead,
  portalKeyName,
  servicePlans,
  sharedPlans,
} from './testing/plan-usage-fixtures';
import { totalCalls } from './usage-reader';

const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const from = '2026-11-01';
const to = '2026-11-02';

beforeEach(() => gateway.reset());

/** Calls of each service over the rows. */
function callsByService(rows: readonly ServiceKeyDays[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) out[row.service] = (out[row.service] ?? 0) + totalCalls(row.days);
  return out;
}

describe('readServiceKeyUsage with 8 plans per service', () => {
  const services = ['cars', 'charging'].map((service) => ({
    service,
    usagePlans: servicePlans(service),
  }));

  it("counts each plan's keys for the one service listing it, without naming keys", async () => {
    answerPlans(gateway, {
      [planOf(servicePlans('cars'), 'sandbox', 'Basic')]: [
        { id: 'k1', name: portalKeyName('cars', 'sandbox'), calls: [5, 1] },
        // Not a portal key: in a plan of one service, its calls can only be that service's.
        { id: 'k2', name: 'hand-made', calls: [2, 0] },
      ],
      [planOf(servicePlans('charging'), 'prod', 'Premium')]: [{ id: 'k3', calls: [0, 40] }],
    });
    const rows = await readServiceKeyUsage(services, from, to, 4);
    expect(callsByService(rows)).toEqual({ cars: 8, charging: 40 });
    expect(rows.find((r) => r.keyId === 'k3')).toMatchObject({
      service: 'charging',
      plan: { stage: 'prod', tier: 'Premium' },
      days: [
        { date: from, calls: 0 },
        { date: to, calls: 40 },
      ],
    });
    const read = plansRead(gateway, GetUsageCommand);
    expect(read).toHaveLength(16);
    expect(new Set(read).size).toBe(16);
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(0);
  });
});

describe('readServiceKeyUsage with 8 plans shared by every service', () => {
  const services = ['cars', 'charging', 'weather'].map((service) => ({
    service,
    usagePlans: sharedPlans,
  }));
  const sandboxBasic = planOf(sharedPlans, 'sandbox', 'Basic');
  const prodPremium = planOf(sharedPlans, 'prod', 'Premium');

  beforeEach(() => {
    answerPlans(gateway, {
      [sandboxBasic]: [
        { id: 'c1', name: portalKeyName('cars', 'sandbox'), calls: [5, 1] },
        { id: 'c2', name: portalKeyName('cars', 'sandbox', 'app-2'), calls: [0, 4] },
        { id: 'h1', name: portalKeyName('charging', 'sandbox'), calls: [100, 0] },
        // Counted for no service: another deployment's or hand-made key, a service no longer
        // in the catalogue, a key whose name gives another stage than the plan's.
        { id: 'x1', name: 'legacy-key', calls: [1000, 0] },
        { id: 'x2', name: portalKeyName('retired', 'sandbox'), calls: [1000, 0] },
        { id: 'x3', name: portalKeyName('cars', 'prod'), calls: [1000, 0] },
        { id: 'x4', calls: [1000, 0] },
      ],
      [prodPremium]: [
        { id: 'h2', name: portalKeyName('charging', 'prod'), calls: [7, 0] },
        { id: 'c3', name: portalKeyName('cars', 'prod'), calls: [0, 30] },
        { id: 'w1', name: portalKeyName('weather', 'prod'), calls: [0, 0] },
      ],
    });
  });

  it("gives each service exactly its own keys' calls", async () => {
    const rows = await readServiceKeyUsage(services, from, to, 4);
    expect(callsByService(rows)).toEqual({ cars: 40, charging: 107, weather: 0 });
    expect(
      rows.map((r) => [r.keyId, r.service, r.plan.id]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['c1', 'cars', sandboxBasic],
      ['c2', 'cars', sandboxBasic],
      ['c3', 'cars', prodPremium],
      ['h1', 'charging', sandboxBasic],
      ['h2', 'charging', prodPremium],
      ['w1', 'weather', prodPremium],
    ]);
  });

  it('reads each plan once, and names the keys only of plans with calls', async () => {
    await readServiceKeyUsage(services, from, to, 4);
    const read = plansRead(gateway, GetUsageCommand);
    expect(read.sort()).toEqual(sharedPlans.map((p) => p.id).sort());
    expect(plansRead(gateway, GetUsagePlanKeysCommand).sort()).toEqual(
      [prodPremium, sandboxBasic].sort(),
    );
    for (const call of gateway.commandCalls(GetUsageCommand)) {
      expect(call.args[0].input).toMatchObject({ startDate: from, endDate: to, limit: 500 });
      expect(call.args[0].input.keyId).toBeUndefined();
    }
  });

  it('follows pages of both GetUsage and GetUsagePlanKeys', async () => {
    answerPlans(
      gateway,
      {
        [sandboxBasic]: [
          { id: 'c1', name: portalKeyName('cars', 'sandbox'), calls: [1, 0] },
          { id: 'h1', name: portalKeyName('charging', 'sandbox'), calls: [2, 0] },
          { id: 'c2', name: portalKeyName('cars', 'sandbox', 'app-2'), calls: [4, 0] },
        ],
      },
      2,
    );
    const rows = await readServiceKeyUsage(services, from, to, 4);
    expect(callsByService(rows)).toEqual({ cars: 5, charging: 2 });
    expect(plansRead(gateway, GetUsageCommand).filter((id) => id === sandboxBasic)).toHaveLength(2);
    expect(plansRead(gateway, GetUsagePlanKeysCommand)).toEqual([sandboxBasic, sandboxBasic]);
  });

  it('reads nothing more than GetUsage when no plan has calls', async () => {
    answerPlans(gateway, {
      [sandboxBasic]: [{ id: 'c1', name: portalKeyName('cars', 'sandbox'), calls: [0, 0] }],
    });
    expect(await readServiceKeyUsage(services, from, to, 4)).toEqual([]);
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(0);
  });

  it('counts a shared plan only for the services that list it', async () => {
    // Weather lists only the prod plans: a sandbox key named for it is not counted.
    const mixed = [
      ...services.slice(0, 2),
      { service: 'weather', usagePlans: sharedPlans.filter((p) => p.stage === 'prod') },
    ];
    answerPlans(gateway, {
      [sandboxBasic]: [
        { id: 'c1', name: portalKeyName('cars', 'sandbox'), calls: [1, 0] },
        { id: 'w0', name: portalKeyName('weather', 'sandbox'), calls: [9, 0] },
      ],
    });
    expect(callsByService(await readServiceKeyUsage(mixed, from, to, 4))).toEqual({ cars: 1 });
  });
});
