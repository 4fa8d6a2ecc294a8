import { APIGatewayClient, GetUsagePlanKeysCommand } from '@aws-sdk/client-api-gateway';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createKeyInPlan } from '../applications/plan-keys';
import { InMemoryControlPlane } from '../testing/in-memory-control-plane';
import { useTestEnvironment } from '../testing/test-environment';
import { planKeySubscriptions, subscriptionOfKeyName } from './plan-key-subscriptions';

const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

beforeEach(() => gateway.reset());

describe('subscriptionOfKeyName', () => {
  it('reads the service and stage of a portal key', () => {
    expect(subscriptionOfKeyName('0b6f3c1e-2f4a.vehicle-status.sandbox')).toEqual({
      service: 'vehicle-status',
      stage: 'sandbox',
    });
    expect(subscriptionOfKeyName('app.charge-points.prod')).toEqual({
      service: 'charge-points',
      stage: 'prod',
    });
  });

  it.each([
    undefined,
    '',
    'hand-made-key',
    'app.vehicle-status',
    'app.vehicle-status.preprod',
    'app.vehicle-status.Sandbox',
    '.vehicle-status.prod',
    'app..prod',
    'a.b.vehicle-status.prod',
  ])('reads no subscription from %j', (name) => {
    expect(subscriptionOfKeyName(name)).toBeUndefined();
  });

  it('reads back the name the portal gives a new key', async () => {
    const plane = new InMemoryControlPlane();
    plane.install(gateway);
    const label = {
      owner: 'dev@partner.example',
      applicationId: '0b6f3c1e-2f4a-4d3e-9a55-5e0e6b1f0c11',
      applicationName: 'Fleet-App',
      service: 'vehicle-status',
      stage: 'prod' as const,
    };
    const { apiKeyId } = await createKeyInPlan(label, 'plan-1');
    expect(subscriptionOfKeyName(plane.keys.get(apiKeyId)?.name)).toEqual({
      service: 'vehicle-status',
      stage: 'prod',
    });
  });
});

describe('planKeySubscriptions', () => {
  it('maps each portal key of the plan to its subscription, page by page, and keeps no value', async () => {
    gateway
      .on(GetUsagePlanKeysCommand, { usagePlanId: 'p1' })
      .resolvesOnce({
        items: [
          { id: 'k1', type: 'API_KEY', name: 'a1.cars.sandbox', value: 'secret-1' },
          { id: 'k2', type: 'API_KEY', name: 'legacy', value: 'secret-2' },
        ],
        position: 'next',
      })
      .resolves({ items: [{ id: 'k3', type: 'API_KEY', name: 'a2.weather.prod', value: 's3' }] });
    const byKey = await planKeySubscriptions('p1');
    expect([...byKey]).toEqual([
      ['k1', { service: 'cars', stage: 'sandbox' }],
      ['k3', { service: 'weather', stage: 'prod' }],
    ]);
    expect(JSON.stringify([...byKey])).not.toContain('secret');
    const inputs = gateway.commandCalls(GetUsagePlanKeysCommand).map((c) => c.args[0].input);
    expect(inputs).toEqual([
      { usagePlanId: 'p1', limit: 500, position: undefined },
      { usagePlanId: 'p1', limit: 500, position: 'next' },
    ]);
  });
});
