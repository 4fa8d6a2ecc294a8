import {
  APIGatewayClient,
  GetUsageCommand,
  GetUsagePlanKeysCommand,
} from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsagePlanRef } from '../../../shared/domain/catalogue';
import {
  application,
  applicationId,
  subscription,
} from '../../applications/testing/subscription-fixtures';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  answerCatalogue,
  answerPlans,
  planOf,
  plansRead,
  portalKeyName,
  servicePlans,
  sharedPlans,
} from '../../usage/testing/plan-usage-fixtures';
import { readKeyUsage } from './key-usage';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const from = '2026-11-01';
const to = '2026-11-02';
const ownerPk = `USER#${application.owner}`;

function catalogue(plansOf: (service: string) => UsagePlanRef[]) {
  answerCatalogue(ddb, {
    Cars: [
      { service: 'cars', apiName: 'Cars API', usagePlans: plansOf('cars') },
      { service: 'weather', apiName: 'Weather API', usagePlans: plansOf('weather') },
    ],
  });
}

/** One application holding keys `c1` (cars, sandbox) and `w1` (weather, prod). */
function subscriptions(plans: (service: string) => UsagePlanRef[]) {
  const appItem = { pk: ownerPk, sk: `APP#${applicationId}`, ...application };
  ddb.on(QueryCommand, { IndexName: 'byApplication' }).resolves({ Items: [appItem] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': ownerPk } }).resolves({
    Items: [
      appItem,
      {
        pk: ownerPk,
        sk: 'a',
        ...subscription({
          service: 'cars',
          apiKeyId: 'c1',
          usagePlanId: planOf(plans('cars'), 'sandbox', 'Basic'),
        }),
      },
      {
        pk: ownerPk,
        sk: 'b',
        ...subscription({
          service: 'weather',
          stage: 'prod',
          tier: 'Premium',
          apiKeyId: 'w1',
          usagePlanId: planOf(plans('weather'), 'prod', 'Premium'),
        }),
      },
    ],
  });
}

/** The rows as [key, service, apiName, stage, tier, application id or '-', calls]. */
async function rows() {
  return (await readKeyUsage(from, to))
    .map((r) => [
      r.keyId,
      r.service,
      r.apiName,
      r.stage,
      r.tier,
      r.application?.applicationId ?? '-',
      r.days.reduce((sum, d) => sum + d.calls, 0),
    ])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

beforeEach(() => {
  ddb.reset();
  gateway.reset();
});

describe('readKeyUsage', () => {
  it('maps each key of 8 plans per service to that service and its application', async () => {
    catalogue(servicePlans);
    subscriptions(servicePlans);
    answerPlans(gateway, {
      [planOf(servicePlans('cars'), 'sandbox', 'Basic')]: [
        { id: 'c1', calls: [1, 2] },
        // Its application was deleted: still the service's calls.
        { id: 'gone', calls: [0, 20] },
      ],
      [planOf(servicePlans('weather'), 'prod', 'Premium')]: [{ id: 'w1', calls: [5, 0] }],
    });
    expect(await rows()).toEqual([
      ['c1', 'cars', 'Cars API', 'sandbox', 'Basic', applicationId, 3],
      ['gone', 'cars', 'Cars API', 'sandbox', 'Basic', '-', 20],
      ['w1', 'weather', 'Weather API', 'prod', 'Premium', applicationId, 5],
    ]);
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(16);
    expect(gateway.commandCalls(GetUsagePlanKeysCommand)).toHaveLength(0);
  });

  it('maps each key of 8 shared plans to its own service, each plan read once', async () => {
    catalogue(() => sharedPlans);
    subscriptions(() => sharedPlans);
    answerPlans(gateway, {
      [planOf(sharedPlans, 'sandbox', 'Basic')]: [
        { id: 'c1', name: portalKeyName('cars', 'sandbox', applicationId), calls: [1, 2] },
        { id: 'gone', name: portalKeyName('weather', 'sandbox', 'deleted-app'), calls: [0, 20] },
        { id: 'foreign', name: 'someone-else', calls: [70, 0] },
      ],
      [planOf(sharedPlans, 'prod', 'Premium')]: [
        { id: 'w1', name: portalKeyName('weather', 'prod', applicationId), calls: [5, 0] },
      ],
    });
    expect(await rows()).toEqual([
      ['c1', 'cars', 'Cars API', 'sandbox', 'Basic', applicationId, 3],
      ['gone', 'weather', 'Weather API', 'sandbox', 'Basic', '-', 20],
      ['w1', 'weather', 'Weather API', 'prod', 'Premium', applicationId, 5],
    ]);
    expect(plansRead(gateway, GetUsageCommand).sort()).toEqual(sharedPlans.map((p) => p.id).sort());
    expect(plansRead(gateway, GetUsagePlanKeysCommand).sort()).toEqual(
      [planOf(sharedPlans, 'prod', 'Premium'), planOf(sharedPlans, 'sandbox', 'Basic')].sort(),
    );
  });
});
