import { CreateApiKeyCommand, CreateUsagePlanKeyCommand } from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyInPlan } from '../../../lambdas/applications/plan-keys';
import { planKeySubscriptions } from '../../../lambdas/usage/plan-key-subscriptions';
import { readServiceKeyUsage } from '../../../lambdas/usage/service-key-usage';
import { totalCalls } from '../../../lambdas/usage/usage-reader';
import { useTestEnvironment } from '../../../lambdas/testing/test-environment';
import { startFixtureGateway } from '../testing/fixture-gateway';

/**
 * The usage readers over the local control plane, with one plan shared by two services (as the
 * 8 plans per deployment are): GetUsagePlanKeys answers each key's name as API Gateway does, so
 * each key's calls count for its own service.
 */

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;
let shared: string;
useTestEnvironment();
const endpointBefore = process.env.AWS_ENDPOINT_URL_API_GATEWAY;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  f = await startFixtureGateway();
  // The portal modules' client reads this when first made (lambdas/clients/api-gateway-client).
  process.env.AWS_ENDPOINT_URL_API_GATEWAY = f.gateway.urls.controlPlane;
  shared = f.plan('vehicle-status', 'sandbox', 'Basic');
});
afterAll(async () => {
  if (endpointBefore === undefined) delete process.env.AWS_ENDPOINT_URL_API_GATEWAY;
  else process.env.AWS_ENDPOINT_URL_API_GATEWAY = endpointBefore;
  await f.gateway.close();
});

const label = (service: string, applicationId: string) => ({
  owner: 'dev@partner.example',
  applicationId,
  applicationName: 'Fleet-App',
  service,
  stage: 'sandbox' as const,
});

async function seed(keyId: string, calls: number) {
  const answer = await fetch(`${f.gateway.urls.controlPlane}/_local/usage`, {
    method: 'POST',
    body: JSON.stringify({ usagePlanId: shared, keyId, calls, date: today }),
  });
  expect(answer.ok).toBe(true);
}

describe('usage of a plan shared by several services, on the local control plane', () => {
  it("counts each portal key's calls for its own service, and a foreign key for none", async () => {
    const status = await createKeyInPlan(label('vehicle-status', 'a1'), shared);
    const parking = await createKeyInPlan(label('parking-slots', 'a2'), shared);
    const foreign = await f.client.send(new CreateApiKeyCommand({ name: 'ops-probe' }));
    await f.client.send(
      new CreateUsagePlanKeyCommand({ usagePlanId: shared, keyId: foreign.id, keyType: 'API_KEY' }),
    );
    await seed(status.apiKeyId, 3);
    await seed(parking.apiKeyId, 40);
    await seed(foreign.id ?? '', 500);

    const named = await planKeySubscriptions(shared);
    expect(named.get(status.apiKeyId)).toEqual({ service: 'vehicle-status', stage: 'sandbox' });
    expect(named.get(parking.apiKeyId)).toEqual({ service: 'parking-slots', stage: 'sandbox' });
    expect(named.has(foreign.id ?? '')).toBe(false);

    const plan = { id: shared, name: 'shared', stage: 'sandbox' as const, tier: 'Basic' as const };
    const rows = await readServiceKeyUsage(
      [
        { service: 'vehicle-status', usagePlans: [plan] },
        { service: 'parking-slots', usagePlans: [plan] },
      ],
      today,
      today,
      4,
    );
    const calls: Record<string, number> = {};
    for (const row of rows) calls[row.service] = (calls[row.service] ?? 0) + totalCalls(row.days);
    expect(calls).toEqual({ 'vehicle-status': 3, 'parking-slots': 40 });
  });
});
