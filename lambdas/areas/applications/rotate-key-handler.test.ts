import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetUsageCommand,
  UpdateUsageCommand,
} from '@aws-sdk/client-api-gateway';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateKey, unsubscribe } from '../../../shared/api/applications-operations';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  applicationId,
  conditionRefused,
  planId,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import type { SubscriptionRecord } from '../../applications/application-record';
import { handler } from './applications-area';
import { metrics } from '../../lib/observability/metrics';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment({ KEY_ROTATION_OVERLAP_HOURS: '24' });

const basicPlan = planId('sandbox', 'Basic');
const params = { applicationId, service: 'vehicle-status', stage: 'sandbox' };
const rotate = () => handler(operationEvent(rotateKey, { params, claims: developerClaims }));

function stored(record: SubscriptionRecord) {
  ddb
    .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: subscriptionSk } })
    .resolves({ Item: { ...record } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
  ddb.reset();
  gateway.reset();
  ddb.on(GetCommand).resolves({});
  stored(subscription());
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  gateway.on(CreateApiKeyCommand).resolves({ id: 'key-2', value: 'new-secret-wxyz' });
  gateway.on(CreateUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteApiKeyCommand).resolves({});
  // The old key this month: 3 calls on the 1st, 7 today, 99,990 of the quota left.
  gateway.on(GetUsageCommand).resolves({
    items: {
      'key-1': [[3, 99_997], ...Array.from({ length: 23 }, () => [0, 99_997]), [7, 99_990]],
    },
  });
  gateway.on(UpdateUsageCommand).resolves({});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rotateKey', () => {
  it('issues a new key in the same plan at once and keeps the old one until the window ends', async () => {
    const counted = vi.spyOn(metrics, 'addMetric').mockClear();
    const result = await rotate();
    expect(result.statusCode).toBe(200);
    expect(counted).toHaveBeenCalledWith('KeyRotated', 'Count', 1);
    expect(bodyOf(result).Item).toMatchObject({
      apiKeyId: 'key-2',
      maskedKey: '****************wxyz',
      usagePlanId: basicPlan,
      previousKeyExpiresAt: '2026-11-26T04:00:00.000Z',
    });
    expect(gateway.commandCalls(CreateUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: basicPlan,
      keyId: 'key-2',
      keyType: 'API_KEY',
    });
    // The old key is neither removed from its plan nor deleted now.
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)).toHaveLength(0);
    expect(gateway.commandCalls(DeleteApiKeyCommand)).toHaveLength(0);
    const [update, marker] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({
      ':new': 'key-2',
      ':old': 'key-1',
      ':previous': {
        apiKeyId: 'key-1',
        usagePlanId: basicPlan,
        expiresAt: '2026-11-26T04:00:00.000Z',
      },
    });
    expect(marker?.Put?.Item).toMatchObject({
      pk: 'ROTATION#2026-11-26',
      sk: '2026-11-26T04:00:00.000Z#key-1',
      apiKeyId: 'key-1',
      usagePlanId: basicPlan,
    });
  });

  it("takes the window from the stage's setting", async () => {
    vi.stubEnv('KEY_ROTATION_OVERLAP_HOURS', '2');
    const result = await rotate();
    expect((bodyOf(result).Item as { previousKeyExpiresAt: string }).previousKeyExpiresAt).toBe(
      '2026-11-25T06:00:00.000Z',
    );
  });

  it('removes the new key when the record refuses the change (409), keeping the old one', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const counted = vi.spyOn(metrics, 'addMetric').mockClear();
    const result = await rotate();
    expect(result.statusCode).toBe(409);
    expect(counted).not.toHaveBeenCalledWith('KeyRotated', 'Count', 1);
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: basicPlan,
      keyId: 'key-2',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey)).toEqual([
      'key-2',
    ]);
  });

  it('deletes the new key when the plan refuses it; nothing is recorded', async () => {
    gateway.on(CreateUsagePlanKeyCommand).rejects(new Error('throttled'));
    const result = await rotate();
    expect(result.statusCode).toBe(500);
    expect(gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey)).toEqual([
      'key-2',
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("splits what the old key has left of this month's quota between the two keys, so the pair never has more", async () => {
    const result = await rotate();
    expect(result.statusCode).toBe(200);
    expect(gateway.commandCalls(GetUsageCommand)[0]?.args[0].input).toMatchObject({
      usagePlanId: basicPlan,
      keyId: 'key-1',
      startDate: '2026-11-01',
      endDate: '2026-11-25',
    });
    expect(gateway.commandCalls(UpdateUsageCommand).map((c) => c.args[0].input)).toEqual([
      {
        usagePlanId: basicPlan,
        keyId: 'key-2',
        patchOperations: [{ op: 'replace', path: '/remaining', value: '49995' }],
      },
      {
        usagePlanId: basicPlan,
        keyId: 'key-1',
        patchOperations: [{ op: 'replace', path: '/remaining', value: '49995' }],
      },
    ]);
  });

  it('splits the whole quota of a key without calls this month', async () => {
    gateway.on(GetUsageCommand).resolves({ items: {} });
    await rotate();
    expect(
      gateway
        .commandCalls(UpdateUsageCommand)
        .map((c) => [c.args[0].input.keyId, c.args[0].input.patchOperations?.[0]?.value]),
    ).toEqual([
      ['key-2', '50000'],
      ['key-1', '50000'],
    ]);
  });

  it('removes the new key when its quota cannot be carried over, keeping the old one', async () => {
    gateway.on(UpdateUsageCommand).rejects(new Error('throttled'));
    const result = await rotate();
    expect(result.statusCode).toBe(500);
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: basicPlan,
      keyId: 'key-2',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey)).toEqual([
      'key-2',
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a second rotation while a previous key is in its window (409), making no key', async () => {
    stored(
      subscription({
        previousKey: {
          apiKeyId: 'key-0',
          usagePlanId: basicPlan,
          expiresAt: '2026-11-25T20:00:00.000Z',
        },
      }),
    );
    const result = await rotate();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toContain('2026-11-25T20:00:00.000Z');
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
  });

  it("answers 404 for a subscription that is not the caller's", async () => {
    ddb.on(GetCommand).resolves({});
    expect((await rotate()).statusCode).toBe(404);
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
  });
});

describe('unsubscribe during a rotation window', () => {
  it('removes the previous key and its marker too', async () => {
    stored(
      subscription({
        apiKeyId: 'key-2',
        previousKey: {
          apiKeyId: 'key-1',
          usagePlanId: basicPlan,
          expiresAt: '2026-11-25T20:00:00.000Z',
        },
      }),
    );
    const result = await handler(operationEvent(unsubscribe, { params, claims: developerClaims }));
    expect(result.statusCode).toBe(200);
    expect(
      gateway
        .commandCalls(DeleteApiKeyCommand)
        .map((c) => c.args[0].input.apiKey)
        .sort(),
    ).toEqual(['key-1', 'key-2']);
    const deleted = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key);
    expect(deleted).toContainEqual({
      pk: 'ROTATION#2026-11-25',
      sk: '2026-11-25T20:00:00.000Z#key-1',
    });
  });
});
