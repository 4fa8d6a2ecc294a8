import {
  APIGatewayClient,
  GetUsageCommand,
  GetUsagePlanKeysCommand,
} from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import { useTestEnvironment } from '../testing/test-environment';
import {
  answerCatalogue,
  answerPlans,
  planOf,
  plansRead,
  portalKeyName,
  servicePlans,
  sharedPlans,
} from '../usage/testing/plan-usage-fixtures';
import { buildTrending } from './build-trending';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const day = '2026-03-01';

function catalogue(plansOf: (service: string) => UsagePlanRef[]) {
  const brief = (service: string, apiName: string) => ({
    service,
    apiName,
    description: `${apiName} description`,
    usagePlans: plansOf(service),
  });
  answerCatalogue(ddb, {
    Cars: [brief('vehicle-status', 'Vehicle Status'), brief('alpha', 'Alpha')],
    Charging: [brief('charge-points', 'Charge Points')],
  });
}

/** The stored ranking: service and calls, in order. */
function stored(): [string, number][] {
  const items = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item?.items as {
    service: string;
    calls: number;
  }[];
  return items.map((i) => [i.service, i.calls]);
}

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(PutCommand).resolves({});
});

describe('buildTrending', () => {
  it("ranks 8 plans per service by each service's keys", async () => {
    catalogue(servicePlans);
    answerPlans(gateway, {
      [planOf(servicePlans('alpha'), 'sandbox', 'Basic')]: [{ id: 'a1', calls: [10] }],
      [planOf(servicePlans('vehicle-status'), 'prod', 'Premium')]: [
        { id: 'v1', calls: [4] },
        { id: 'v2', calls: [8] },
      ],
    });
    await buildTrending(day);
    expect(stored()).toEqual([
      ['vehicle-status', 12],
      ['alpha', 10],
    ]);
    expect(new Set(plansRead(gateway, GetUsageCommand)).size).toBe(24);
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(24);
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(0);
  });

  it('ranks 8 shared plans by each key’s own service, each plan read once', async () => {
    catalogue(() => sharedPlans);
    answerPlans(gateway, {
      [planOf(sharedPlans, 'sandbox', 'Basic')]: [
        { id: 'a1', name: portalKeyName('alpha', 'sandbox'), calls: [10] },
        { id: 'c1', name: portalKeyName('charge-points', 'sandbox'), calls: [3] },
        { id: 'old', name: portalKeyName('retired', 'sandbox'), calls: [500] },
      ],
      [planOf(sharedPlans, 'prod', 'Premium')]: [
        { id: 'v1', name: portalKeyName('vehicle-status', 'prod'), calls: [4] },
        { id: 'c2', name: portalKeyName('charge-points', 'prod', 'app-2'), calls: [20] },
      ],
    });
    await buildTrending(day);
    // Without attribution by key, every service would count all 537 calls of the plans.
    expect(stored()).toEqual([
      ['charge-points', 23],
      ['alpha', 10],
      ['vehicle-status', 4],
    ]);
    expect(plansRead(gateway, GetUsageCommand).sort()).toEqual(sharedPlans.map((p) => p.id).sort());
    for (const call of gateway.commandCalls(GetUsageCommand)) {
      expect(call.args[0].input).toMatchObject({ startDate: day, endDate: day });
    }
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(2);
  });
});
