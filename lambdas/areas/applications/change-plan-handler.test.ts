import {
  APIGatewayClient,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePlan } from '../../../shared/api/applications-operations';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  applicationId,
  category,
  planId,
  service,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

/** The control-plane calls in the order they were made, as `<command> <plan>`. */
const planCalls = () =>
  gateway.calls().map((c) => {
    const input = c.args[0].input as { usagePlanId?: string };
    return `${c.args[0].constructor.name} ${input.usagePlanId ?? ''}`;
  });

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: subscriptionSk } })
    .resolves({ Item: { ...subscription() } });
  ddb.on(GetCommand, { Key: { pk: 'CATEGORY', sk: 'Partner' } }).resolves({ Item: category() });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status' } })
    .resolves({ Item: { ...service } });
  ddb.on(UpdateCommand).resolves({});
  gateway.on(CreateUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
});

/** The values of the write that records the new plan (after the change's claim). */
const planWrites = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input.ExpressionAttributeValues)
    .filter((values) => values?.[':tier'] !== undefined);

const params = { applicationId, service: 'vehicle-status', stage: 'sandbox' };
const call = (usagePlan: string) =>
  handler(operationEvent(changePlan, { params, body: { usagePlan }, claims: developerClaims }));

describe('changePlan', () => {
  it('moves the same key: out of the old plan first, then into the new one', async () => {
    const result = await call('Premium');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).Item).toMatchObject({
      apiKeyId: 'key-1',
      tier: 'Premium',
      usagePlanId: planId('sandbox', 'Premium'),
    });
    expect(planCalls()).toEqual([
      `DeleteUsagePlanKeyCommand ${planId('sandbox', 'Basic')}`,
      `CreateUsagePlanKeyCommand ${planId('sandbox', 'Premium')}`,
    ]);
    expect(gateway.commandCalls(DeleteApiKeyCommand)).toHaveLength(0);
    expect(planWrites()).toEqual([
      {
        ':tier': 'Premium',
        ':plan': planId('sandbox', 'Premium'),
        ':name': 'vehicle-status-sandbox-Premium',
        ':key': 'key-1',
        ':claim': expect.any(String),
      },
    ]);
  });

  it('puts the key back in its old plan when the new plan refuses it', async () => {
    gateway
      .on(CreateUsagePlanKeyCommand, { usagePlanId: planId('sandbox', 'Premium') })
      .rejects(new Error('throttled'));
    const result = await call('Premium');
    expect(result.statusCode).toBe(500);
    expect(planCalls()).toEqual([
      `DeleteUsagePlanKeyCommand ${planId('sandbox', 'Basic')}`,
      `CreateUsagePlanKeyCommand ${planId('sandbox', 'Premium')}`,
      `DeleteUsagePlanKeyCommand ${planId('sandbox', 'Premium')}`,
      `CreateUsagePlanKeyCommand ${planId('sandbox', 'Basic')}`,
    ]);
    expect(planWrites()).toHaveLength(0);
  });

  it('moves the key back when the record cannot be updated', async () => {
    ddb
      .on(UpdateCommand, { ExpressionAttributeValues: { ':tier': 'Standard' } })
      .rejects(new Error('ProvisionedThroughputExceeded'));
    const result = await call('Standard');
    expect(result.statusCode).toBe(500);
    expect(planCalls()).toEqual([
      `DeleteUsagePlanKeyCommand ${planId('sandbox', 'Basic')}`,
      `CreateUsagePlanKeyCommand ${planId('sandbox', 'Standard')}`,
      `DeleteUsagePlanKeyCommand ${planId('sandbox', 'Standard')}`,
      `CreateUsagePlanKeyCommand ${planId('sandbox', 'Basic')}`,
    ]);
  });

  it('offers only Basic on the preprod deployment', async () => {
    vi.stubEnv('MARQUE_STAGE', 'preprod');
    const result = await call('Standard');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('The Standard plan is not offered on this deployment');
    expect(gateway.calls()).toHaveLength(0);
  });

  it('is 404 for a subscription the caller does not have', async () => {
    const result = await handler(
      operationEvent(changePlan, {
        params: { ...params, service: 'other-service' },
        body: { usagePlan: 'Premium' },
        claims: developerClaims,
      }),
    );
    expect(result.statusCode).toBe(404);
    expect(gateway.calls()).toHaveLength(0);
  });
});
