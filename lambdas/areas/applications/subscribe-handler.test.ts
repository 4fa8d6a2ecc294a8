import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../../shared/api/applications-operations';
import { messages, requestAccessForSubscribe } from '../../../shared/messages';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  application,
  applicationId,
  category,
  conditionRefused,
  planId,
  service,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import { handler } from './applications-area';
import { metrics } from '../../lib/observability/metrics';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const body = {
  applicationName: 'fleet-app',
  usagePlan: 'Standard',
  category: 'Partner',
  service: 'vehicle-status',
};

function givenCatalogue(categoryOverrides: Parameters<typeof category>[0] = {}) {
  ddb.on(GetCommand, { Key: { pk: 'CATEGORY', sk: 'Partner' } }).resolves({
    Item: { pk: 'CATEGORY', sk: 'Partner', ...category(categoryOverrides) },
  });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status' } })
    .resolves({ Item: { ...service } });
}

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: 'NAME#fleet-app' } })
    .resolves({ Item: { applicationId } });
  ddb.on(QueryCommand).resolves({ Items: [{ ...application, sk: `APP#${applicationId}` }] });
  ddb.on(TransactWriteCommand).resolves({});
  givenCatalogue();
  gateway.on(CreateApiKeyCommand).resolves({ id: 'key-new', value: 'secret-value-abcd' });
  gateway.on(CreateUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteApiKeyCommand).resolves({});
});

const call = (claims: Record<string, string> = developerClaims, input: object = body) =>
  handler(operationEvent(subscribe, { body: input, claims }));

describe('subscribe', () => {
  it("creates one enabled key in the service's sandbox plan of the tier and records it", async () => {
    const counted = vi.spyOn(metrics, 'addMetric').mockClear();
    const result = await call();
    expect(result.statusCode).toBe(200);
    expect(counted).toHaveBeenCalledWith('SubscriptionCreated', 'Count', 1);
    const item = bodyOf(result).Item as Record<string, unknown>;
    expect(item).toMatchObject({
      apiKeyId: 'key-new',
      stage: 'sandbox',
      tier: 'Standard',
      usagePlanId: planId('sandbox', 'Standard'),
      maskedKey: '****************abcd',
    });
    expect(result.body).not.toContain('secret-value');
    const created = gateway.commandCalls(CreateApiKeyCommand);
    expect(created).toHaveLength(1);
    expect(created[0]?.args[0].input).toMatchObject({
      enabled: true,
      name: `${applicationId}.vehicle-status.sandbox`,
    });
    expect(gateway.commandCalls(CreateUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: planId('sandbox', 'Standard'),
      keyId: 'key-new',
      keyType: 'API_KEY',
    });
    const write = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(write?.[1]?.Put?.Item).toMatchObject({ sk: subscriptionSk, apiKeyId: 'key-new' });
    expect(write?.[1]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('deletes the key when the usage plan refuses it, and records nothing', async () => {
    gateway.on(CreateUsagePlanKeyCommand).rejects(new Error('throttled'));
    const counted = vi.spyOn(metrics, 'addMetric').mockClear();
    const result = await call();
    expect(result.statusCode).toBe(500);
    expect(counted).not.toHaveBeenCalledWith('SubscriptionCreated', 'Count', 1);
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'key-new',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('removes the key from its plan and deletes it when the record cannot be written', async () => {
    ddb.on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    const result = await call();
    expect(result.statusCode).toBe(500);
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: planId('sandbox', 'Standard'),
      keyId: 'key-new',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'key-new',
    });
  });

  it('is 409 without a key when the application is already subscribed to the service', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: subscriptionSk } })
      .resolves({ Item: { ...subscription() } });
    const result = await call();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This application is already subscribed to vehicle-status (sandbox)',
    );
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
  });

  it('is 409 and deletes its key when a simultaneous subscribe recorded first', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: subscriptionSk } })
      .resolvesOnce({})
      .resolves({ Item: { ...subscription({ apiKeyId: 'key-other' }) } });
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await call();
    expect(result.statusCode).toBe(409);
    const deleted = gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey);
    expect(deleted).toEqual(['key-new']);
  });

  it('offers only Basic on the preprod deployment: every other tier refused, no key made', async () => {
    vi.stubEnv('MARQUE_STAGE', 'preprod');
    for (const tier of ['Standard', 'Advanced', 'Premium']) {
      const refused = await call(developerClaims, { ...body, usagePlan: tier });
      expect(refused.statusCode, tier).toBe(400);
      expect(bodyOf(refused).message).toBe(`The ${tier} plan is not offered on this deployment`);
    }
    // The refusals made no key in API Gateway and recorded nothing the key list would show.
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const basic = await call(developerClaims, { ...body, usagePlan: 'Basic' });
    expect(basic.statusCode).toBe(200);
    expect(bodyOf(basic).Item).toMatchObject({ tier: 'Basic', stage: 'sandbox' });
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(1);
    expect(gateway.commandCalls(CreateUsagePlanKeyCommand)[0]?.args[0].input.usagePlanId).toBe(
      planId('sandbox', 'Basic'),
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it.each(['dev', 'prod'])('offers every tier on the %s deployment', async (stage) => {
    vi.stubEnv('MARQUE_STAGE', stage);
    const premium = await call(developerClaims, { ...body, usagePlan: 'Premium' });
    expect(premium.statusCode).toBe(200);
    expect(bodyOf(premium).Item).toMatchObject({ tier: 'Premium', stage: 'sandbox' });
  });

  it('is 404 without a key for a service an admin unpublished', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status' } })
      .resolves({ Item: { ...service, published: false } });
    const result = await call();
    expect(result.statusCode).toBe(404);
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is 403 on a category that is not subscribable, even for an admin', async () => {
    givenCatalogue({ subscribable: false });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#admin@marque.local', sk: 'NAME#fleet-app' } })
      .resolves({ Item: { applicationId } });
    const result = await call(adminClaims);
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result).message).toBe(messages.categoryNotSubscribable);
  });

  it('is 403 on a category needing access until the request is Approved; admins pass', async () => {
    givenCatalogue({ requestAccess: true });
    const accessKey = { pk: 'USER#dev@partner.example', sk: 'ACCESS#Partner' };
    ddb.on(GetCommand, { Key: accessKey }).resolves({ Item: { requestStatus: 'Pending' } });
    const pending = await call();
    expect(pending.statusCode).toBe(403);
    expect(bodyOf(pending).message).toBe(requestAccessForSubscribe('Partner'));
    ddb.on(GetCommand, { Key: accessKey }).resolves({ Item: { requestStatus: 'Approved' } });
    expect((await call()).statusCode).toBe(200);
    ddb
      .on(GetCommand, { Key: { pk: 'USER#admin@marque.local', sk: 'NAME#fleet-app' } })
      .resolves({ Item: { applicationId } });
    expect((await call(adminClaims)).statusCode).toBe(200);
  });

  it("is 404 for an application name the caller does not have, and '* Field is mandatory' without one", async () => {
    const unknown = await call(developerClaims, { ...body, applicationName: 'other' });
    expect(unknown.statusCode).toBe(404);
    const empty = await call(developerClaims, { ...body, applicationName: '', usagePlan: '' });
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).fields).toMatchObject({
      applicationName: '* Field is mandatory',
      usagePlan: '* Field is mandatory',
    });
  });
});
