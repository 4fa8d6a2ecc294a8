import {
  APIGatewayClient,
  GetUsageCommand,
  GetUsagePlanKeysCommand,
} from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import { useTestEnvironment } from '../testing/test-environment';
import { serviceAnalytics } from './service-analytics';
import {
  answerCatalogue,
  answerPlans,
  planOf,
  plansRead,
  portalKeyName,
  servicePlans,
  sharedPlans,
} from './testing/plan-usage-fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const from = '2026-11-01';
const to = '2026-11-02';

function catalogue(plansOf: (service: string) => UsagePlanRef[]) {
  answerCatalogue(ddb, {
    Cars: [
      { service: 'cars', apiName: 'Cars', usagePlans: plansOf('cars') },
      { service: 'weather', apiName: 'Weather', usagePlans: plansOf('weather') },
    ],
  });
}

/** Per service: its calls, its days' calls, and each plan's calls by `stage:tier` (non-zero). */
async function analytics() {
  const result = await serviceAnalytics(from, to);
  return Object.fromEntries(
    result.services.map((s) => [
      s.service,
      {
        calls: s.calls,
        days: s.days.map((d) => d.calls),
        plans: s.plans.length,
        byPlan: Object.fromEntries(
          s.plans.filter((p) => p.calls > 0).map((p) => [`${p.stage}:${p.tier}`, p.calls]),
        ),
      },
    ]),
  );
}

beforeEach(() => {
  ddb.reset();
  gateway.reset();
});

describe('serviceAnalytics', () => {
  it('sums each service’s own plans when each service has 8 plans', async () => {
    catalogue(servicePlans);
    answerPlans(gateway, {
      [planOf(servicePlans('cars'), 'sandbox', 'Basic')]: [
        { id: 'k1', calls: [1, 2] },
        { id: 'k2', calls: [10, 0] },
      ],
      [planOf(servicePlans('weather'), 'prod', 'Premium')]: [{ id: 'k3', calls: [0, 100] }],
    });
    expect(await analytics()).toEqual({
      cars: { calls: 13, days: [11, 2], plans: 8, byPlan: { 'sandbox:Basic': 13 } },
      weather: { calls: 100, days: [0, 100], plans: 8, byPlan: { 'prod:Premium': 100 } },
    });
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(16);
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(0);
  });

  it('gives each service only its own keys’ calls in 8 shared plans, each plan read once', async () => {
    catalogue(() => sharedPlans);
    answerPlans(gateway, {
      [planOf(sharedPlans, 'sandbox', 'Basic')]: [
        { id: 'k1', name: portalKeyName('cars', 'sandbox'), calls: [1, 2] },
        { id: 'k2', name: portalKeyName('weather', 'sandbox'), calls: [10, 0] },
        { id: 'k9', name: 'not-a-portal-key', calls: [999, 999] },
      ],
      [planOf(sharedPlans, 'prod', 'Premium')]: [
        { id: 'k3', name: portalKeyName('weather', 'prod'), calls: [0, 100] },
      ],
    });
    expect(await analytics()).toEqual({
      cars: { calls: 3, days: [1, 2], plans: 8, byPlan: { 'sandbox:Basic': 3 } },
      weather: {
        calls: 110,
        days: [10, 100],
        plans: 8,
        byPlan: { 'sandbox:Basic': 10, 'prod:Premium': 100 },
      },
    });
    expect(plansRead(gateway, GetUsageCommand).sort()).toEqual(sharedPlans.map((p) => p.id).sort());
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(2);
  });
});
