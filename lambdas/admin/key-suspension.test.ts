import {
  APIGatewayClient,
  TooManyRequestsException,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import {
  seedApplication,
  seedSubscription,
  storedSubscriptions,
} from '../applications/testing/fault-fixtures';
import { applicationId, owner } from '../applications/testing/subscription-fixtures';
import { runScenario, type FaultWorld } from '../testing/fault-scenario';
import { useTestEnvironment } from '../testing/test-environment';
import { restoreKeys, suspendKeys, type Pace } from './key-suspension';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
useTestEnvironment();

/** A clock that moves only when the pace waits; `keys` keys (2 or more) fit before the deadline. */
function pace(keys = 100): Pace & { waits: number[] } {
  let now = 0;
  const waits: number[] = [];
  return {
    deadline: (keys - 1) * 200,
    gapMs: 200,
    now: () => now,
    wait: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

/** The partner's three subscriptions: one rotated (two keys), one whose key was disabled before. */
async function partnerWorld(): Promise<FaultWorld> {
  const { world } = await runScenario(stubs, {
    arrange(world) {
      seedApplication(world);
      const previousKey = {
        apiKeyId: 'key-a0',
        usagePlanId: 'plan-sandbox-basic',
        expiresAt: '2026-12-01T00:00:00.000Z',
      };
      seedSubscription(world, { service: 'svc-a', apiKeyId: 'key-a', previousKey });
      seedSubscription(world, { service: 'svc-b', apiKeyId: 'key-b' });
      seedSubscription(world, { service: 'svc-c', apiKeyId: 'key-c' });
      for (const [id, key] of world.controlPlane.keys) key.name = `${applicationId}.${id}.sandbox`;
      const disabledBefore = world.controlPlane.keys.get('key-b');
      if (disabledBefore) disabledBefore.enabled = false;
    },
    act: () => Promise.resolve({ statusCode: 200, body: '{}' }),
    expectDone: () => undefined,
  });
  return world;
}

const enabled = (world: FaultWorld) =>
  [...world.controlPlane.keys]
    .filter(([, key]) => key.enabled)
    .map(([id]) => id)
    .sort();

describe("a deactivated user's keys", () => {
  it('disables the enabled ones, paced, and activation enables exactly those (not one disabled before)', async () => {
    const world = await partnerWorld();
    const timing = pace();
    expect(await suspendKeys(owner, timing)).toEqual({ done: 3, clients: 0, left: 0, total: 4 });
    expect(enabled(world)).toEqual([]);
    expect(timing.waits).toEqual([200, 200]);

    expect(await restoreKeys(owner, pace())).toEqual({ done: 3, clients: 0, left: 0, total: 3 });
    expect(enabled(world)).toEqual(['key-a', 'key-a0', 'key-c']);
    expect(storedSubscriptions(world).map((record) => record.suspendedKeys)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('stops when the time is up, and the same decision made again finishes, both ways', async () => {
    const world = await partnerWorld();
    expect(await suspendKeys(owner, pace(2))).toEqual({ done: 2, clients: 0, left: 1, total: 4 });
    expect(enabled(world)).toHaveLength(1);
    expect(await suspendKeys(owner, pace(2))).toEqual({ done: 1, clients: 0, left: 0, total: 4 });
    expect(enabled(world)).toEqual([]);

    expect(await restoreKeys(owner, pace(2))).toMatchObject({ done: 2, left: 1 });
    expect(await restoreKeys(owner, pace(2))).toMatchObject({ left: 0 });
    expect(enabled(world)).toEqual(['key-a', 'key-a0', 'key-c']);
  });

  it('stops where API Gateway still throttles after the retries, and the same decision resumes', async () => {
    const world = await partnerWorld();
    stubs.gateway
      .on(UpdateApiKeyCommand, { apiKey: 'key-c' })
      .rejectsOnce(new TooManyRequestsException({ message: 'Too Many Requests', $metadata: {} }));
    expect(await suspendKeys(owner, pace())).toEqual({ done: 2, clients: 0, left: 1, total: 4 });
    expect(enabled(world)).toEqual(['key-c']);
    stubs.gateway.on(UpdateApiKeyCommand, { apiKey: 'key-c' }).callsFake(() => {
      const key = world.controlPlane.keys.get('key-c');
      if (key) key.enabled = false;
      return {};
    });
    expect(await suspendKeys(owner, pace())).toEqual({ done: 1, clients: 0, left: 0, total: 4 });
    expect(enabled(world)).toEqual([]);
  });
});
