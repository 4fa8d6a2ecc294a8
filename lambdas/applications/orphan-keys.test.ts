import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryControlPlane } from '../testing/in-memory-control-plane';
import { InMemoryDynamo } from '../testing/in-memory-dynamo';
import { testDeployment, useTestEnvironment } from '../testing/test-environment';
import { testTables } from './testing/fault-fixtures';
import { subscriptionKey } from './application-keys';
import { orphanGraceMinutes, removeOrphanKeys, subscriptionOfKey } from './orphan-keys';
import { createKeyInPlan, keyTags, type KeyLabel } from './plan-keys';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();
let tables: InMemoryDynamo;
let controlPlane: InMemoryControlPlane;
const made = new Date('2026-11-25T08:00:00Z');
const afterGrace = new Date(made.getTime() + (orphanGraceMinutes + 1) * 60_000);

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  tables = new InMemoryDynamo();
  tables.install(ddb);
  controlPlane = new InMemoryControlPlane();
  controlPlane.install(gateway);
  controlPlane.now = () => made;
});

const label = (service: string): KeyLabel => ({
  owner: "o'brien+dev@partner.example",
  applicationId: 'app-1',
  applicationName: 'fleet',
  service,
  stage: 'sandbox',
});
const recordKey = (service: string) =>
  subscriptionKey("o'brien+dev@partner.example", 'app-1', service, 'sandbox');

describe('keyTags', () => {
  it('tags a key with its deployment, from MARQUE_DEPLOYMENT unless named', () => {
    expect(keyTags(label('orders'))).toMatchObject({ deployment: testDeployment });
    expect(keyTags(label('orders'), 'Marque-preprod')).toMatchObject({
      deployment: 'Marque-preprod',
    });
  });
});

describe('subscriptionOfKey', () => {
  it("reads the subscription back from the key's tags, e-mail intact", () => {
    expect(subscriptionOfKey(keyTags(label('orders')))).toEqual({
      owner: "o'brien+dev@partner.example",
      applicationId: 'app-1',
      service: 'orders',
      stage: 'sandbox',
    });
  });

  it("ignores keys that are not the portal's subscription keys", () => {
    expect(subscriptionOfKey(undefined)).toBeUndefined();
    expect(subscriptionOfKey({ application: 'a', service: 's', stage: 'sandbox' })).toBeUndefined();
    expect(subscriptionOfKey({ ...keyTags(label('orders')), stage: 'beta' })).toBeUndefined();
  });
});

describe('removeOrphanKeys', () => {
  it('deletes a key no record names once past the grace period, and only then', async () => {
    const { apiKeyId } = await createKeyInPlan(label('orders'), 'plan-1');
    expect(await removeOrphanKeys(new Date(made.getTime() + 5 * 60_000))).toEqual([]);
    expect(controlPlane.keys.has(apiKeyId)).toBe(true);
    expect(await removeOrphanKeys(afterGrace)).toEqual([apiKeyId]);
    expect(controlPlane.keys.has(apiKeyId)).toBe(false);
    expect(controlPlane.inPlan('plan-1', apiKeyId)).toBe(false);
  });

  it("keeps a subscription's key and its rotated previous key", async () => {
    const current = await createKeyInPlan(label('orders'), 'plan-1');
    const previous = await createKeyInPlan(label('orders'), 'plan-1');
    const other = await createKeyInPlan(label('quotes'), 'plan-2');
    tables.seed(testTables.applications, {
      ...recordKey('orders'),
      apiKeyId: current.apiKeyId,
      previousKey: { apiKeyId: previous.apiKeyId, usagePlanId: 'plan-1', expiresAt: 'x' },
    });
    // A record of the same subscription naming another key does not save this one.
    tables.seed(testTables.applications, { ...recordKey('quotes'), apiKeyId: 'key-elsewhere' });
    expect(await removeOrphanKeys(afterGrace)).toEqual([other.apiKeyId]);
    expect([...controlPlane.keys.keys()].sort()).toEqual(
      [current.apiKeyId, previous.apiKeyId].sort(),
    );
  });

  it('leaves keys it cannot place (untagged: made elsewhere or before the tags)', async () => {
    controlPlane.seedKey('key-foreign', 'plan-9');
    expect(await removeOrphanKeys(afterGrace)).toEqual([]);
    expect(controlPlane.keys.has('key-foreign')).toBe(true);
  });

  it("passes over another deployment's keys unread: no record is read, nothing deleted", async () => {
    vi.stubEnv('MARQUE_DEPLOYMENT', 'Marque-other');
    const theirs = await createKeyInPlan(label('orders'), 'plan-1');
    vi.stubEnv('MARQUE_DEPLOYMENT', testDeployment);
    expect(controlPlane.keys.get(theirs.apiKeyId)?.tags).toMatchObject({
      deployment: 'Marque-other',
    });
    // Tagged like a portal key but without a deployment: made before the tag, nobody's.
    const { deployment: _none, ...untagged } = keyTags(label('quotes'));
    controlPlane.keys.set('key-untagged', {
      value: 'v'.repeat(40),
      name: 'untagged',
      enabled: true,
      tags: untagged,
      createdDate: made,
    });
    expect(await removeOrphanKeys(afterGrace)).toEqual([]);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(gateway.commandCalls(DeleteApiKeyCommand)).toHaveLength(0);
    expect(controlPlane.keys.has(theirs.apiKeyId)).toBe(true);
    expect(controlPlane.keys.has('key-untagged')).toBe(true);
  });

  it('refuses to run without a deployment id, deleting nothing', async () => {
    const { apiKeyId } = await createKeyInPlan(label('orders'), 'plan-1');
    vi.stubEnv('MARQUE_DEPLOYMENT', '');
    await expect(removeOrphanKeys(afterGrace)).rejects.toThrow(/MARQUE_DEPLOYMENT is not set/);
    expect(controlPlane.keys.has(apiKeyId)).toBe(true);
  });
});
