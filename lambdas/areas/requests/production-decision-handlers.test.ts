import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideProductionRequest,
  listProductionRequests,
} from '../../../shared/api/requests-production-operations';
import {
  category,
  conditionRefused,
  planId,
  service,
} from '../../applications/testing/subscription-fixtures';
import {
  pointerKey,
  requestKey,
  storedRequest,
  uniqueId,
} from '../../requests/production/testing/production-fixtures';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { profileKey } from '../../users/user-keys';
import { handler } from './requests-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();

const dev = developerClaims.email;
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
const auditPuts = () =>
  transactions()
    .flat()
    .filter((item) => String(item.Put?.TableName).endsWith('-audit'));

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: requestKey }).resolves({ Item: { ...requestKey, ...storedRequest() } });
  ddb.on(GetCommand, { Key: pointerKey }).resolves({ Item: { ...pointerKey, owner: dev } });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY', sk: 'Partner' } })
    .resolves({ Item: { pk: 'CATEGORY', sk: 'Partner', ...category() } });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status' } })
    .resolves({ Item: { ...service } });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  gateway.on(CreateApiKeyCommand).resolves({ id: 'prod-key', value: 'prod-secret-wxyz' });
  gateway.on(CreateUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteApiKeyCommand).resolves({});
});

const decide = (body: object, claims: Record<string, string> = adminClaims) =>
  handler(operationEvent(decideProductionRequest, { params: { uniqueId }, body, claims }));

describe('decideProductionRequest', () => {
  it('is 401 for a visitor and 403 for a developer, with nothing written', async () => {
    const visitor = await handler(
      operationEvent(decideProductionRequest, {
        params: { uniqueId },
        body: { decision: 'approve' },
      }),
    );
    expect(visitor.statusCode).toBe(401);
    expect((await decide({ decision: 'approve' }, developerClaims)).statusCode).toBe(403);
    const list = await handler(operationEvent(listProductionRequests, { claims: developerClaims }));
    expect(list.statusCode).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
  });

  it("approves: status and audit entry in one transaction, then one key in the service's prod plan, recorded as a prod subscription", async () => {
    const result = await decide({ decision: 'approve' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      status: 'Approved',
      admin: adminClaims.email,
      prodKey: { apiKeyId: 'prod-key', maskedKey: '****************wxyz' },
    });
    expect(result.body).not.toContain('prod-secret');
    const [decision, subscriptionWrite] = transactions();
    expect(decision?.[0]?.Put?.Item).toMatchObject({ ...requestKey, status: 'Approved' });
    expect(decision?.[2]?.Put?.Item?.pk).toBe('PRODQ#Approved');
    expect(auditPuts()).toHaveLength(1);
    expect(auditPuts()[0]?.Put?.Item).toMatchObject({
      actor: adminClaims.email,
      action: 'production.approve',
      target: `production:${uniqueId}`,
      before: { status: 'Pending' },
      after: { status: 'Approved' },
    });
    expect(decision).toContainEqual(auditPuts()[0]);
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(1);
    expect(gateway.commandCalls(CreateUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: planId('prod', 'Standard'),
      keyId: 'prod-key',
      keyType: 'API_KEY',
    });
    expect(subscriptionWrite?.[1]?.Put?.Item).toMatchObject({
      sk: `APP#${storedRequest().applicationId}#SUB#vehicle-status#prod`,
      stage: 'prod',
      apiKeyId: 'prod-key',
    });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual([dev]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe(
      'Your production access request for vehicle-status is approved',
    );
  });

  it('refuses to approve for a deactivated requester (409, the admin told why): no key, nothing written', async () => {
    ddb
      .on(GetCommand, { Key: profileKey(dev) })
      .resolves({ Item: { ...profileKey(dev), email: dev, userStatus: 'inactive' } });
    const result = await decide({ decision: 'approve' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({
      message: "The requester's account is deactivated: activate it before approving",
    });
    expect(transactions()).toHaveLength(0);
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('the second of two simultaneous approvals loses the condition: 409, no key, no audit entry of its own', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(conditionRefused());
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolvesOnce({ Item: { ...requestKey, ...storedRequest() } })
      .resolves({ Item: { ...requestKey, ...storedRequest({ status: 'Approved' }) } });
    const result = await decide({ decision: 'approve' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This production request can no longer be decided: it is Approved',
    );
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('an already decided request is 409 and writes nothing', async () => {
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolves({ Item: { ...requestKey, ...storedRequest({ status: 'Rejected' }) } });
    const result = await decide({ decision: 'reject' });
    expect(result.statusCode).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('when the prod subscription cannot be recorded: the key is removed and the approval and its audit entry undone', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(new Error('ProvisionedThroughputExceeded'))
      .resolves({});
    const result = await decide({ decision: 'approve' });
    expect(result.statusCode).toBe(500);
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: planId('prod', 'Standard'),
      keyId: 'prod-key',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'prod-key',
    });
    const undo = transactions()[2] ?? [];
    expect(undo[0]?.Put?.Item).toMatchObject({ status: 'Pending' });
    expect(undo[0]?.Put?.ExpressionAttributeValues).toMatchObject({ ':seen': 'Approved' });
    const auditKey = { pk: auditPuts()[0]?.Put?.Item?.pk, sk: auditPuts()[0]?.Put?.Item?.sk };
    expect(undo.at(-1)?.Delete?.Key).toEqual(auditKey);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('when the key cannot be made: the approval is undone', async () => {
    gateway.on(CreateApiKeyCommand).rejects(new Error('LimitExceeded'));
    const result = await decide({ decision: 'approve' });
    expect(result.statusCode).toBe(500);
    expect(transactions()).toHaveLength(2);
    expect(transactions()[1]?.[0]?.Put?.Item).toMatchObject({ status: 'Pending' });
  });

  it.each([
    ['reject', 'Rejected', 'was not approved'],
    ['inProgress', 'InProgress', 'is being reviewed'],
  ])('%s: one audit entry with the reason, no key, a mail', async (decision, status, words) => {
    const result = await decide({ decision, reason: 'Volume too high' });
    expect(bodyOf(result)).toMatchObject({ status, reason: 'Volume too high' });
    expect(auditPuts()).toHaveLength(1);
    expect(auditPuts()[0]?.Put?.Item?.after).toEqual({ status, reason: 'Volume too high' });
    expect(gateway.commandCalls(CreateApiKeyCommand)).toHaveLength(0);
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Content?.Simple?.Subject?.Data).toContain(words);
  });
});
