import { APIGatewayClient, GetUsageCommand, UpdateUsageCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import type { RotationMarker } from './rotation-repository';
import { applicationId, owner, planId, subscription } from './testing/subscription-fixtures';
import { chargeWindowCalls } from './window-charge';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const plan = planId('sandbox', 'Basic');
const marker = (extra: Partial<RotationMarker> = {}): RotationMarker => ({
  apiKeyId: 'key-1',
  usagePlanId: plan,
  expiresAt: '2026-11-26T04:00:00.000Z',
  rotatedAt: '2026-11-25T04:00:00.000Z',
  remainingAtRotation: 99_990,
  owner,
  applicationId,
  service: 'vehicle-status',
  stage: 'sandbox',
  ...extra,
});
/** GetUsage's `[used, remaining]` per day of a key. */
const usage = (keyId: string, days: [number, number][]) =>
  gateway.on(GetUsageCommand, { keyId }).resolves({ items: { [keyId]: days } });
const replaced = () =>
  gateway
    .commandCalls(UpdateUsageCommand)
    .map((call) => [call.args[0].input.keyId, call.args[0].input.patchOperations?.[0]?.value]);

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(GetCommand).resolves({ Item: { ...subscription({ apiKeyId: 'key-2' }) } });
  gateway.on(UpdateUsageCommand).resolves({});
});

describe('charging the overlap window to the new key', () => {
  it("takes the old key's calls since rotation off the new key's remaining", async () => {
    usage('key-1', [
      [3, 99_997],
      [9, 99_985],
    ]);
    usage('key-2', [[4, 99_986]]);
    await chargeWindowCalls(marker(), new Date('2026-11-26T04:01:00.000Z'));
    expect(replaced()).toEqual([['key-2', String(99_986 - 5)]]);
  });

  it("in a later month charges only that month's calls of the old key", async () => {
    usage('key-1', [[2, 99_998]]);
    usage('key-2', [[1, 99_999]]);
    await chargeWindowCalls(marker(), new Date('2026-12-01T01:00:00.000Z'));
    expect(replaced()).toEqual([['key-2', String(99_999 - 2)]]);
  });

  it('charges nothing without calls, for markers of before the carry-over, or a gone subscription', async () => {
    usage('key-1', []);
    await chargeWindowCalls(marker(), new Date('2026-11-26T04:01:00.000Z'));
    await chargeWindowCalls(marker({ remainingAtRotation: undefined }), new Date());
    ddb.on(GetCommand).resolves({});
    usage('key-1', [[5, 99_985]]);
    await chargeWindowCalls(marker(), new Date('2026-11-26T04:01:00.000Z'));
    expect(replaced()).toEqual([]);
  });

  it('never sets a negative remaining', async () => {
    usage('key-1', [[40, 99_950]]);
    usage('key-2', [[10, 20]]);
    await chargeWindowCalls(marker(), new Date('2026-11-26T04:01:00.000Z'));
    expect(replaced()).toEqual([['key-2', '0']]);
  });

  it('after a split rotation, gives the new key what the old one left of its share that month', async () => {
    // Split 99,990 at rotation: 49,995 each; the old key then made 5 calls, the new one 4.
    usage('key-1', [[5, 49_990]]);
    usage('key-2', [[4, 49_991]]);
    await chargeWindowCalls(marker({ oldKeyShare: 49_995 }), new Date('2026-11-26T04:01:00.000Z'));
    expect(replaced()).toEqual([['key-2', String(49_991 + 49_990)]]);
  });

  it("after a split rotation, in a later month charges the old key's calls as before", async () => {
    usage('key-1', [[2, 99_998]]);
    usage('key-2', [[1, 99_999]]);
    await chargeWindowCalls(marker({ oldKeyShare: 49_995 }), new Date('2026-12-01T01:00:00.000Z'));
    expect(replaced()).toEqual([['key-2', String(99_999 - 2)]]);
  });
});
