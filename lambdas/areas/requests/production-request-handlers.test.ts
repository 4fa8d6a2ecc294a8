import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelProductionRequest,
  getProductionRequest,
  listMyProductionRequests,
  resubmitProductionRequest,
  submitProductionRequest,
} from '../../../shared/api/requests-production-operations';
import {
  application,
  applicationId,
  category,
  conditionRefused,
  service,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import {
  formBody,
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
import { requesterFromProfileMessage } from '../../../shared/schemas/production-request-payload-schema';
import { useTestEnvironment } from '../../testing/test-environment';
import { testUser } from '../../testing/test-users';
import { profileKey } from '../../users/user-keys';
import { handler } from './requests-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

const dev = developerClaims.email;
const other = { sub: 'sub-other', email: 'other@partner.example', 'cognito:groups': 'common-user' };
const transactItems = () =>
  ddb.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems ?? []);

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: { pk: `USER#${dev}`, sk: 'NAME#fleet-app' } })
    .resolves({ Item: { applicationId } });
  ddb.on(QueryCommand).resolves({ Items: [{ ...application, sk: `APP#${applicationId}` }] });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY', sk: 'Partner' } })
    .resolves({ Item: { pk: 'CATEGORY', sk: 'Partner', ...category() } });
  ddb
    .on(GetCommand, { Key: { pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status' } })
    .resolves({ Item: { ...service } });
  ddb
    .on(GetCommand, { Key: { pk: `USER#${dev}`, sk: subscriptionSk } })
    .resolves({ Item: subscription() });
  ddb
    .on(GetCommand, { Key: profileKey(dev) })
    .resolves({ Item: { ...profileKey(dev), ...testUser() } });
  ddb.on(TransactWriteCommand).resolves({});
});

const givenStored = (overrides: Parameters<typeof storedRequest>[0] = {}) => {
  ddb
    .on(GetCommand, { Key: requestKey })
    .resolves({ Item: { ...requestKey, ...storedRequest(overrides) } });
  ddb.on(GetCommand, { Key: pointerKey }).resolves({ Item: { ...pointerKey, owner: dev } });
};

describe('submitProductionRequest', () => {
  const submit = (body: unknown = formBody, claims: Record<string, string> = developerClaims) =>
    handler(operationEvent(submitProductionRequest, { body, claims }));

  it('stores a Pending request with its pointer and queue item, cased as spec §3 says', async () => {
    const result = await submit();
    expect(result.statusCode).toBe(200);
    const answer = bodyOf(result);
    expect(answer).toMatchObject({
      status: 'Pending',
      firstname: 'ASHA',
      lastname: 'RAO',
      organization: 'DECCAN WHEELS MOTORS',
      email: dev,
      contact: '9876543210',
      applicationDL: 'fleet-team@partner.example',
      applicationName: 'Fleet-App',
      service: 'vehicle-status',
      businessHours: '12:00 AM to 12:00 PM',
      requester: dev,
      editable: true,
    });
    expect(String(answer.uniqueId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const items = transactItems();
    expect(items.map((item) => item.Put?.Item?.pk)).toEqual([
      `USER#${dev}`,
      `PRODID#${String(answer.uniqueId)}`,
      'PRODQ#Pending',
      `USER#${dev}`,
    ]);
    expect(items[0]?.Put?.Item?.sk).toBe(`PROD#${String(answer.uniqueId)}`);
    expect(items[3]?.Put).toMatchObject({
      Item: { sk: `PRODLOCK#${applicationId}#vehicle-status`, uniqueId: answer.uniqueId },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it("refuses a form that names the requester (another's e-mail, a made-up organization): 400, nothing written", async () => {
    const result = await submit({
      ...formBody,
      email: 'someone.else@partner.example',
      organization: 'Made Up Motors',
    });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(requesterFromProfileMessage);
    expect(transactItems()).toEqual([]);
  });

  it('takes the requester from the profile as it is now', async () => {
    ddb
      .on(GetCommand, { Key: profileKey(dev) })
      .resolves({ Item: { ...profileKey(dev), ...testUser({ organization: 'Renamed Fleet' }) } });
    expect(bodyOf(await submit())).toMatchObject({ organization: 'RENAMED FLEET', email: dev });
  });

  it('answers 409 while the application has an open request for the service', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await submit();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'Fleet-App already has an open production access request for vehicle-status',
    );
  });

  it.each([
    ['purpose', { purposeOfUtilization: 'Fleet; dashboard' }, 'Allowed only alphanumeric'],
    ['rate', { apiRateLimit: 'fast' }, 'Only number are allowed'],
    ['plan', { plan: '' }, '* Field is mandatory'],
  ])('refuses a wrong %s with the form message', async (_field, change, message) => {
    const usage = formBody.apiUsage['vehicle-status'];
    const result = await submit({
      ...formBody,
      apiUsage: { 'vehicle-status': { ...usage, ...change } },
    });
    expect(result.statusCode).toBe(400);
    expect(Object.values(bodyOf(result).fields as object)).toContain(message);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("refuses an application DL that is no e-mail with 'Enter valid email'", async () => {
    const result = await submit({ ...formBody, applicationDL: 'fleet team' });
    expect(result.statusCode).toBe(400);
    expect((bodyOf(result).fields as Record<string, string>).applicationDL).toBe(
      'Enter valid email',
    );
  });

  it('refuses two services in one request', async () => {
    const usage = formBody.apiUsage['vehicle-status'];
    const result = await submit({
      ...formBody,
      apiUsage: { 'vehicle-status': usage, other: usage },
    });
    expect(result.statusCode).toBe(400);
  });

  it("is 404 for another developer's application (their name lock is not the caller's)", async () => {
    const result = await submit(formBody, other);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Application not found');
  });

  it('is 409 when the application is not subscribed on the sandbox', async () => {
    ddb.on(GetCommand, { Key: { pk: `USER#${dev}`, sk: subscriptionSk } }).resolves({});
    const result = await submit();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'Subscribe Fleet-App to vehicle-status on the sandbox before asking for production access',
    );
  });

  it('is 401 for a visitor', async () => {
    expect(
      (await handler(operationEvent(submitProductionRequest, { body: formBody }))).statusCode,
    ).toBe(401);
  });
});

describe('resubmitProductionRequest and cancelProductionRequest', () => {
  const resubmit = (claims: Record<string, string> = developerClaims) =>
    handler(
      operationEvent(resubmitProductionRequest, { params: { uniqueId }, body: formBody, claims }),
    );
  const cancel = (claims: Record<string, string> = developerClaims) =>
    handler(operationEvent(cancelProductionRequest, { params: { uniqueId }, claims }));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('turns a Pending request reSubmit, moving its queue item, on condition it is unchanged', async () => {
    givenStored();
    const result = await resubmit();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ uniqueId, status: 'reSubmit' });
    const items = transactItems();
    expect(items[0]?.Put?.ExpressionAttributeValues).toMatchObject({ ':seen': 'Pending' });
    expect(items[1]?.Delete?.Key).toEqual({ pk: 'PRODQ#Pending', sk: storedRequest().queueSk });
    expect(items[2]?.Put?.Item?.pk).toBe('PRODQ#reSubmit');
  });

  it.each([
    ['resubmit', resubmit],
    ['cancel', cancel],
  ])("%s: another developer's request is 404 and nothing is written", async (_what, act) => {
    givenStored();
    const result = await act(other);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Production request not found');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['resubmit', resubmit],
    ['cancel', cancel],
  ])('%s: a request rejected more than 30 days ago is 409', async (_what, act) => {
    givenStored({ status: 'Rejected', updatedAt: daysAgo(31) });
    const result = await act();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This request was rejected more than 30 days ago and can no longer be changed',
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('a request rejected 29 days ago can still be resubmitted', async () => {
    givenStored({ status: 'Rejected', updatedAt: daysAgo(29) });
    expect((await resubmit()).statusCode).toBe(200);
    // Open again: it takes the application and service's open-request lock, if free.
    expect(transactItems()[3]?.Put).toMatchObject({
      Item: { sk: `PRODLOCK#${applicationId}#vehicle-status`, uniqueId },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('an approved request is 409 (its key is issued)', async () => {
    givenStored({ status: 'Approved', updatedAt: daysAgo(1) });
    const result = await cancel();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toMatch(/approved/);
  });

  it('cancels a Pending request', async () => {
    givenStored();
    const result = await cancel();
    expect(bodyOf(result)).toMatchObject({ status: 'Cancelled', editable: true });
    // Closed: the application may ask again for the service.
    expect(transactItems()[3]?.Delete?.Key).toEqual({
      pk: `USER#${dev}`,
      sk: `PRODLOCK#${applicationId}#vehicle-status`,
    });
  });

  it('is 409 when the request changed meanwhile', async () => {
    givenStored();
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await cancel();
    expect(result.statusCode).toBe(409);
  });
});

describe('getProductionRequest and listMyProductionRequests', () => {
  const get = (claims: Record<string, string>) =>
    handler(operationEvent(getProductionRequest, { params: { uniqueId }, claims }));

  it('shows the owner their request, never the queue key', async () => {
    givenStored();
    const result = await get(developerClaims);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ uniqueId, status: 'Pending', editable: true });
    expect(bodyOf(result)).not.toHaveProperty('queueSk');
  });

  it("is 404 for another developer's request", async () => {
    givenStored();
    expect((await get(other)).statusCode).toBe(404);
  });

  it('shows an admin any request, through its pointer', async () => {
    givenStored();
    const result = await get(adminClaims);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).requester).toBe(dev);
  });

  it("lists the caller's requests newest first from their own partition", async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...requestKey, ...storedRequest() }] });
    const result = await handler(
      operationEvent(listMyProductionRequests, { query: { limit: '20' }, claims: developerClaims }),
    );
    expect(bodyOf(result).items).toEqual([
      expect.objectContaining({ uniqueId, status: 'Pending', editable: true }),
    ]);
    const input = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      ScanIndexForward: false,
      Limit: 21,
      ExpressionAttributeValues: { ':pk': `USER#${dev}`, ':prefix': 'PROD#' },
    });
  });

  it('refuses a page size outside 10, 20, 30', async () => {
    const result = await handler(
      operationEvent(listMyProductionRequests, { query: { limit: '50' }, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(400);
  });
});
